/**
 * Reads one salesperson turn: what they did (greeting, question about a topic, pitch, price, empathy, close,
 * objection handling, off-topic, silence, nonsense, abuse). Question detection and types come from the call
 * analyzer (analysis/questions.ts); this file only adds the topic and the other acts.
 */
import { classifyQuestion, isQuestionSentence, SELF_ANSWERED } from '../analysis/questions.ts';
import { countWords, splitSentences, tokenizeWords } from '../analysis/text-utils.ts';
import type { QuestionType } from '../analysis/types.ts';
import type { Topic, TradeTopic } from './persona-types.ts';
import { normaliseSpoken, opensLikeQuestion, SPOKEN_BREAK } from './spoken-text.ts';
import {
  asksOnItsOwn,
  fromQuestion,
  LEAD_IN,
  PURPOSE,
  QUESTION_MID_CLAUSE,
  REASON,
  SPOKEN_MID_ASK,
} from './question-clauses.ts';
import { bareWhereWhen, SMALL_TALK, TOPIC_PATTERNS } from './topic-patterns.ts';
import { detectTradeTopics } from './trade-topics.ts';
import { anyOf, eitherRegExp, wordRegExp } from '../analysis/word-list.ts';
import {
  CLAUSE_FILLER_WORDS,
  CLAUSE_JOIN_WORDS,
  CLOSE_ACTION_WORDS,
  CLOSE_FORM_WORDS,
  CLOSE_TIME_WORDS,
  EMPATHY_WORDS,
  GREETING_WORDS,
  HANDLING_WORDS,
  INDIRECT_ASK_WORDS,
  PITCH_WORDS,
  PRICE_WORDS,
  QUESTION_OPENER_WORDS,
  REMEDY_WORDS,
} from './turn-act-words.ts';
import { ABUSE_WORDS, AI_PROBE_WORDS, OFF_TOPIC_WORDS, WEDDING_WORDS } from './turn-off-topic-words.ts';

export type TurnKind =
  | 'empty'
  | 'abuse'
  | 'nonsense'
  | 'objection-handling'
  | 'close'
  | 'question'
  | 'price'
  | 'empathy'
  | 'pitch'
  | 'greeting'
  | 'off-topic'
  | 'statement';

export interface TurnQuestion {
  text: string;
  type: QuestionType;
  topics: Topic[];
  /** the trades' own topics ('photographer.coverage', 'caterer.tasting' …), of any trade */
  tradeTopics: TradeTopic[];
}

export interface TurnAnalysis {
  kind: TurnKind;
  words: number;
  greeting: boolean;
  empathy: boolean;
  pitch: boolean;
  price: boolean;
  close: boolean;
  /** a close with an action and a time ("a tour on Saturday at 11") */
  concreteClose: boolean;
  handling: boolean;
  offTopic: boolean;
  /** asks whether the buyer is a bot / AI */
  aiProbe: boolean;
  /** personal small talk ("how's your week been?", "you must be so excited!") */
  smallTalk: boolean;
  questions: TurnQuestion[];
  /** topics asked about, in the order asked (most specific first within one clause) */
  topics: Topic[];
  /** trade topics asked about, of any trade, in question order */
  tradeTopics: TradeTopic[];
  /** each question clause that names a topic, in the order asked (a turn may ask two things) */
  asks: TurnAsk[];
  /** offers a remedy for a worry (a payment plan, something in writing, a guarantee …) */
  remedy: boolean;
}

/** One clause of a question turn and what it asks about. */
export interface TurnAsk {
  text: string;
  topics: Topic[];
  tradeTopics: TradeTopic[];
}

/** A remedy offered for a worry, as opposed to a question that only asks what the worry is. */
const REMEDY = wordRegExp(REMEDY_WORDS, 'i');
const GREETING = wordRegExp(GREETING_WORDS, 'i', '^', String.raw`\b`);
const EMPATHY = wordRegExp(EMPATHY_WORDS, 'i');
const PITCH = eitherRegExp(PITCH_WORDS, 'i');
const PRICE = eitherRegExp(PRICE_WORDS, 'i');
const CLOSE_ACTION = wordRegExp(CLOSE_ACTION_WORDS, 'i');
const CLOSE_FORM = wordRegExp(CLOSE_FORM_WORDS, 'i');
const TIME = wordRegExp(CLOSE_TIME_WORDS, 'i', String.raw`\b`, '');
const HANDLING = wordRegExp(HANDLING_WORDS, 'i');
const OFF_TOPIC = wordRegExp(OFF_TOPIC_WORDS, 'i');
const WEDDING = wordRegExp(WEDDING_WORDS, 'i');
const AI_PROBE = wordRegExp(AI_PROBE_WORDS, 'i');
const ABUSE = wordRegExp(ABUSE_WORDS, 'i');
const FILLER_ONLY = /^(?:(?:um+|uh+|erm*|hm+|mm+|ah+|oh|\.+|…)[\s,.!?]*)*$/i;

function isGibberish(word: string): boolean {
  if (word.length < 3) return false;
  return (
    !/[aeiouy]/.test(word) ||
    /[bcdfghjklmnpqrstvwxz]{5,}/.test(word) ||
    /(.)\1\1/.test(word) ||
    /asdf|qwer|zxcv|hjkl|sdfg|wert|xcvb/.test(word)
  );
}

function looksLikeNonsense(text: string): boolean {
  const words = tokenizeWords(text).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return true;
  const bad = words.filter(isGibberish).length;
  return bad / words.length >= 0.5;
}

function detectTopics(text: string): Topic[] {
  return TOPIC_PATTERNS.filter(([, re]) => re.test(text)).map(([t]) => t);
}

/**
 * Where a run-on question starts another question: a comma, maybe "and/or/but/so", then a question word
 * ("how's the planning going, are you stressed yet?", "what date is it, and is that set in stone?", a filler
 * word allowed before it: "and roughly how many guests?"); and
 * where an either-or tail starts (", or somewhere else?"), which only offers an alternative to the question.
 */
const CLAUSE_BREAK = new RegExp(
  String.raw`,\s*(?:${anyOf(CLAUSE_JOIN_WORDS)}?(?:${anyOf(CLAUSE_FILLER_WORDS)} )?` +
    String.raw`(?=${anyOf(QUESTION_OPENER_WORDS)}\b)|(?=or\b))`,
  'i',
);

/**
 * The topics of one question sentence, clause by clause: the buyer answers the first question asked, so the
 * first clause's topics come first (most specific first within a clause); a small-talk clause ("did you find
 * us okay?", "gorgeous weather, isn't it?") carries no wedding topic. A clause with no topic is still an ask
 * when it asks something of its own, so it is answered ("not decided yet") rather than dropped.
 */
function readClauses(sentence: string): { topics: Topic[]; tradeTopics: TradeTopic[]; asks: TurnAsk[] } {
  const clauses = sentence
    .split(CLAUSE_BREAK)
    .flatMap((c) => (c ? c.split(SPOKEN_BREAK) : []))
    .filter((c) => c && !SMALL_TALK.test(c));
  // "where's the venue so i can check travel": the seller's reason for asking names no topic of the question
  const read = clauses.map((text) => {
    const asked = fromQuestion(text.replace(PURPOSE, '').replace(REASON, ' ').replace(LEAD_IN, ''));
    // "who signs off … or is someone else helping with the budget" asks who decides, first
    const found = detectTopics(asked);
    const topics =
      /^\W*who\b.*\b(?:sign|decid|decision|approv|final say)/i.test(asked) && found.includes('decision')
        ? ['decision' as Topic, ...found.filter((x) => x !== 'decision')]
        : found;
    const tradeTopics = detectTradeTopics(asked);
    // "… and where", "when is it": the wedding's place and date
    return {
      text,
      topics: topics.length + tradeTopics.length > 0 ? topics : bareWhereWhen(asked),
      tradeTopics,
    };
  });
  // an either-or tail (", or a civil one?") and a follow-up with no topic of its own ("and is that set in
  // stone?") belong to the ask before it
  const asks: TurnAsk[] = [];
  for (const r of read) {
    const last = asks.at(-1);
    const named = r.topics.length > 0 || r.tradeTopics.length > 0;
    if (last && (/^or\b/i.test(r.text) || (!named && !asksOnItsOwn(r.text)))) {
      last.text = `${last.text}, ${r.text}`;
      last.topics = [...new Set([...last.topics, ...r.topics])];
      last.tradeTopics = [...new Set([...last.tradeTopics, ...r.tradeTopics])];
    } else asks.push({ ...r });
  }
  return {
    topics: [...new Set(read.flatMap((a) => a.topics))],
    tradeTopics: [...new Set(read.flatMap((a) => a.tradeTopics))],
    asks: asks.filter((a) => a.topics.length > 0 || a.tradeTopics.length > 0 || asksOnItsOwn(a.text)),
  };
}

/** An ask put as a statement: "I'd love to hear how you two met", "tell me about the venue". */
const INDIRECT_ASK = wordRegExp(
  INDIRECT_ASK_WORDS,
  'i',
  String.raw`^(?:(?:so|okay|ok|well|and|um+|uh+|oh|now)[,\s]+)*`,
  String.raw`\b,? (?:a (?:bit|little) )?(?:more )?(?:about|how|what|where|when|who|why|whether|if|your|on)\b`,
);

export interface ClassifyContext {
  /** the buyer's last reply, to tell clarifying questions apart */
  previousBuyerText?: string;
  /** an objection is waiting for an answer */
  objectionPending?: boolean;
}

export function classifyTurn(text: string, context: ClassifyContext = {}): TurnAnalysis {
  const clean = text.replace(/\s+/g, ' ').trim();
  const words = countWords(clean);
  // fillers and stutters are dropped before the turn is read; abuse, nonsense and silence read it as said
  const sentences = splitSentences(normaliseSpoken(clean));
  const questions: TurnQuestion[] = [];
  const asks: TurnAsk[] = [];
  const statements: string[] = [];
  // speech-to-text gives no punctuation: with no '?' at all, question wording decides
  const punctuated = clean.includes('?');
  for (const s of sentences) {
    const read = readClauses(s);
    const indirect = INDIRECT_ASK.test(s) && (read.topics.length > 0 || read.tradeTopics.length > 0);
    // in speech a question may come mid-sentence ("… golden hour for portraits after how many guests are you
    // expecting and who else is deciding")
    const spokenAsk =
      !punctuated && (opensLikeQuestion(s) || SPOKEN_MID_ASK.test(s) || QUESTION_MID_CLAUSE.test(s));
    // "What makes it worth it: everything is baked from scratch …" asks and answers itself
    const asked = isQuestionSentence(s, punctuated) || indirect || spokenAsk;
    if (asked && !SELF_ANSWERED.test(s)) {
      const type = classifyQuestion(s, context.previousBuyerText);
      let topics = read.topics;
      const tradeTopics = read.tradeTopics;
      if (topics.length === 0 && tradeTopics.length === 0 && type === 'problemFinding')
        topics = ['priorities'];
      questions.push({ text: s, type, topics, tradeTopics });
      asks.push(...read.asks);
    } else statements.push(s);
  }
  const statementText = statements.join(' ');
  // the first question asked comes first, as the buyer answers it first
  const topics = [...new Set(questions.flatMap((q) => q.topics))];
  const tradeTopics = [...new Set(questions.flatMap((q) => q.tradeTopics))];
  const close = sentences.some(
    (s) =>
      CLOSE_ACTION.test(s) &&
      (CLOSE_FORM.test(s) || (TIME.test(s) && s.endsWith('?'))) &&
      !/\b(?:how did you|worr|when do you)/i.test(s),
  );
  const result: TurnAnalysis = {
    kind: 'statement',
    words,
    greeting: sentences.length > 0 && GREETING.test(sentences[0]!),
    empathy: EMPATHY.test(clean),
    pitch: PITCH.test(statementText),
    price: PRICE.test(statementText),
    close,
    concreteClose: close && TIME.test(clean),
    handling: HANDLING.test(clean) || EMPATHY.test(clean),
    offTopic:
      OFF_TOPIC.test(clean) && !WEDDING.test(clean) && topics.length === 0 && tradeTopics.length === 0,
    aiProbe: AI_PROBE.test(clean),
    smallTalk: SMALL_TALK.test(clean),
    questions,
    topics,
    tradeTopics,
    asks,
    remedy: REMEDY.test(clean),
  };
  result.kind = primaryKind(clean, result, context);
  return result;
}

/**
 * What a question probing a waiting objection can be about (its worry, price, the others, who decides and
 * when); a question about another part of the wedding ("what was the date again?") is answered as asked.
 */
const OBJECTION_TOPICS: readonly Topic[] = [
  'worries',
  'priorities',
  'budget',
  'comparison',
  'othersView',
  'decision',
  'timeline',
  'dealbreaker',
  'terms',
  'needs',
];

/** The business of the call: a turn about a price, a package or the paperwork is never off-topic. */
const BUSINESS =
  /\d|\b(?:price|cost|package|deposit|contract|quote|book|e-?mail|pay|thousand|hundred|budget|option|shooter)\w*/i;

function primaryKind(clean: string, t: TurnAnalysis, context: ClassifyContext): TurnKind {
  if (clean === '' || FILLER_ONLY.test(clean)) return 'empty';
  if (ABUSE.test(clean)) return 'abuse';
  if (t.aiProbe || t.offTopic) return 'off-topic';
  if (looksLikeNonsense(clean)) return 'nonsense';
  const probing = t.questions.some(
    (q) =>
      (q.type === 'problemFinding' || q.type === 'clarifying') &&
      (q.topics.length === 0 || q.topics.some((x) => OBJECTION_TOPICS.includes(x))),
  );
  if (
    context.objectionPending &&
    (t.handling || probing) &&
    !(t.pitch && t.questions.length === 0 && !t.empathy)
  ) {
    return 'objection-handling';
  }
  if (t.close) return 'close';
  if (t.questions.length > 0) return 'question';
  if (t.price) return 'price';
  if (t.empathy) return 'empathy';
  if (t.pitch) return 'pitch';
  if (t.greeting) return 'greeting';
  if (!WEDDING.test(clean) && t.words >= 4 && !/\b(?:you|your|we|us)\b/i.test(clean) && !BUSINESS.test(clean))
    return 'off-topic';
  return 'statement';
}
