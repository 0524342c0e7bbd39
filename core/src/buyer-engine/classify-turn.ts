/**
 * Reads one salesperson turn: what they did (greeting, question about a topic, pitch, price, empathy, close,
 * objection handling, off-topic, silence, nonsense, abuse). Question detection and types come from the call
 * analyzer (analysis/questions.ts); this file only adds the topic and the other acts.
 */
import { classifyQuestion, isQuestionSentence } from '../analysis/questions.ts';
import { countWords, splitSentences, tokenizeWords } from '../analysis/text-utils.ts';
import type { QuestionType } from '../analysis/types.ts';
import type { Topic, TradeTopic } from './persona-types.ts';
import { normaliseSpoken, opensLikeQuestion, SPOKEN_BREAK } from './spoken-text.ts';
import { SMALL_TALK, TOPIC_PATTERNS } from './topic-patterns.ts';
import { detectTradeTopics } from './trade-topics.ts';

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
const REMEDY =
  /\b(?:payment plan|split|spread|instal?lments?|smaller|lighter|trim|adjust|tailor|customi[sz]e|flexib\w*|guarantee\w*|in writing|backup|back-up|refund|insurance|rain plan|included|includes|reviews?|references?|hold the date|courtesy hold|invite (?:them|your|him|her)|bring (?:them|your|him|her)|join (?:us|the call)|difference is|what you get|apples to apples|discount|we can|we could|i can|i could)\b/i;
const GREETING =
  /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|thanks? (?:you )?(?:so much )?for (?:calling|reaching out|taking|getting|your (?:inquiry|enquiry|time))|nice to (?:meet|speak|talk)|lovely to|great to (?:meet|speak|hear|talk)|congratulations|congrats|welcome)\b/i;
const EMPATHY =
  /\b(?:i (?:completely |totally |really |absolutely |fully )?(?:understand|hear you|get (?:it|that)|can imagine|can see why|appreciate)|makes (?:total |complete |so much |perfect )?sense|that sounds (?:really |so |very |incredibly )?(?:stressful|hard|tough|frustrating|difficult|scary|worrying|awful|upsetting|overwhelming|exhausting|lovely|wonderful|amazing|beautiful|magical|special)|that must (?:be|have been)|i'm (?:so |really )?sorry|(?:totally|completely|perfectly) (?:understandable|normal|fair|valid)|what i'm hearing|it sounds like|sounds like (?:you|that|it)|you're (?:worried|concerned|nervous)|no wonder|of course you|anyone would|that's (?:completely |totally )?(?:fair|understandable|normal|valid|so special|beautiful|lovely))\b/i;
const PITCH =
  /\b(?:we|our|i|my team|us)\b.{0,60}\b(?:offer|include|includes|provide|speciali[sz]e|award\w*|years|experience|best|team|capture|create|deliver|guarantee\w*|package|collection|portfolio|featured|trusted|hundreds|known for|premium|luxury|clients|couples|reviews?|backup|back-up|in writing|contract)\b|\byou(?:'ll| will)? get\b|\bthat means you\b/i;
const PRICE =
  /(?:[$£€]\s?\d)|\b\d[\d,.]*\s?(?:dollars|pounds|euros|k)\b|\b(?:price|cost|costs|priced|rate|fee|fees|investment)\s+(?:is|are|starts?|would be|comes to|of|runs?)\b|\bstarts? at\b|\b(?:packages?|collections?) (?:start|run|range|begin)\b/i;
const CLOSE_ACTION =
  /\b(?:book(?:ing)?|schedule|set up|arrange|come (?:in|by|out|and see|over|visit)|pop (?:in|by)|visit|tour|walk-?through|meet(?:ing)?|(?:a|quick|video|follow-?up) call|call (?:you|with)|zoom|send (?:you |over )?(?:a |the |an )?(?:proposal|contract|quote|agreement|invoice|sketch|mock-?up|timeline)|hold (?:the|your|that) date|pencil|reserve|lock (?:it |that )?in|deposit|sign|tasting|consultation|mock-?up|sketch|design session|next step)\b/i;
const CLOSE_FORM =
  /\b(?:let's|let us|how about|shall (?:we|i)|can i|could i|could we|can we|would you (?:like|be|both|want)|do you want to|could you|would it help|i(?:'ll| will| can)|why don't we|are you (?:free|available)|does .{1,40} work|works for you|i'd love to)\b/i;
const TIME =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|today|this (?:afternoon|evening|morning|week|weekend)|next (?:week|month|\w+day)|end of (?:the )?(?:day|week)|within (?:\d+|an?|one|two|three|24|48) (?:hours?|days?)|at (?:\d{1,2}|noon|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.))/i;
const HANDLING =
  /\b(?:payment plan|split|spread|instal?lments?|smaller|lighter|trim|adjust|tailor|customi[sz]e|flexib\w*|guarantee\w*|in writing|backup|back-up|refund|insurance|rain plan|included|includes|reviews?|references?|no pressure|hold the date|courtesy hold|invite (?:them|your|him|her)|bring (?:them|your|him|her)|join (?:us|the call)|difference is|what you get|apples to apples|value|worth|what's holding you back|what would help|what would you need|what part|which part|the main (?:thing|concern)|happy to)\b/i;
const OFF_TOPIC =
  /\b(?:football|soccer|basketball|baseball|nba|nfl|politic\w*|election|president|crypto\w*|bitcoin|stock market|stocks|video games?|fortnite|minecraft|my car|car repair|movies?|netflix|tv show|recipe|lottery|taxes|mortgage|horoscope|capital of|meaning of life|quantum|algebra)\b/i;
const WEDDING =
  /\b(?:wedding|bride|groom|marr\w*|ceremony|reception|guests?|venue|photo\w*|flower\w*|floral\w*|planner|planning|vows?|dress|cake|honeymoon|engag\w*|date|budget|package|tour|day)\b/i;
const AI_PROBE =
  /\b(?:are you (?:an? )?(?:ai|a\.i\.|bot|robot|chatbot|machine|computer|real person|human)|you(?:'re| are) (?:an? )?(?:ai|bot|robot|chatbot)|language model|chatgpt|openai|ignore (?:all |your )?(?:previous )?instructions|system prompt)\b/i;
const ABUSE =
  /\b(?:fuck\w*|shit(?:ty)?|bitch\w*|bastard|asshole|arsehole|dickhead|idiot\w*|stupid|moron\w*|dumb(?:ass)?|shut up|screw you|damn you|piss off|go to hell|loser|pathetic|cunt|retard\w*|hate you)\b/i;
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
const CLAUSE_BREAK =
  /,\s*(?:(?:and |or |but |so |also )?(?:(?:roughly|approximately|about|just|then|um|like|also|so|and) )?(?=(?:are|is|was|were|do|does|did|have|has|had|what|what's|how|how's|who|when|where|which|will|would|could|can|shall|should)\b)|(?=or\b))/i;

/**
 * A question clause that names no topic but still asks something of its own ("are you doing a sparkler
 * send-off?", "what star sign are you?"): it opens like a question, has a few words, and neither asks
 * permission ("could you tell me") nor refers back to the question before it ("and is that set in stone?").
 */
const PERMISSION =
  /^(?:(?:and|so|also)\s+)?(?:can|could|would|will|may) (?:you|i) (?:tell|say|share|ask|let)\b/i;
const REFERS_BACK = /\b(?:that|it|this|those|them|they|so|one|same)\b/i;

function asksOnItsOwn(text: string): boolean {
  return (
    opensLikeQuestion(text) &&
    text.split(/\s+/).length >= 4 &&
    !PERMISSION.test(text) &&
    !REFERS_BACK.test(text)
  );
}

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
  const read = clauses.map((text) => ({
    text,
    topics: detectTopics(text),
    tradeTopics: detectTradeTopics(text),
  }));
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
const INDIRECT_ASK =
  /^(?:(?:so|okay|ok|well|and|um+|uh+|oh|now)[,\s]+)*(?:i'd love to (?:hear|know|learn)|i would love to (?:hear|know|learn)|tell me|i'm (?:curious|wondering)|i was wondering|i wonder|talk me through|walk me through|fill me in)\b,? (?:a (?:bit|little) )?(?:more )?(?:about|how|what|where|when|who|why|whether|if|your|on)\b/i;

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
    const spokenAsk = !punctuated && opensLikeQuestion(s);
    if (isQuestionSentence(s, punctuated) || indirect || spokenAsk) {
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
  if (!WEDDING.test(clean) && t.words >= 4 && !/\b(?:you|your|we|us)\b/i.test(clean)) return 'off-topic';
  return 'statement';
}
