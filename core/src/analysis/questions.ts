/**
 * Question detection (sentences ending in "?" plus clear indirect questions such as "Tell me about…") and
 * classification into problemFinding / criteriaFinding / clarifying / other.
 */
import { isSpokenTurn, spokenQuestion } from './spoken-questions.ts';
import { splitSentences, tokenizeWords } from './text-utils.ts';
import type { DetectedQuestion, QuestionType, Utterance } from './types.ts';
import { eitherRegExp, wordRegExp, wordSource } from './word-list.ts';
import {
  ASK_TO_ASK_WORDS,
  CLARIFY_WORDS,
  CLEFT_WORDS,
  CLOSING_WORDS,
  INDIRECT_WORDS,
  REFERENT_CHECK_WORDS,
  RHETORICAL_WORDS,
  SMALL_TALK_WORDS,
  SPOKEN_QUESTION_WORDS,
  SPOKEN_STATEMENT_WORDS,
  WHEN_DATE_WORDS,
} from './question-words.ts';
import { CRITERIA_WORDS, PROBLEM_WORDS } from './question-topic-words.ts';

const INDIRECT = wordRegExp(
  INDIRECT_WORDS,
  'i',
  String.raw`^(?:(?:so|and|okay|ok|well|great|now|first|alright|all right)[,.!]?\s+)*`,
  String.raw`\b`,
);
const WH_START =
  /^(?:what|how|why|when|where|who|which|do|does|did|are|is|was|were|have|has|can|could|would|will|should|shall)\b/i;

const SMALL_TALK = eitherRegExp(
  [
    String.raw`^(?:(?:hi|hello|hey|great|so|and|oh|well)[,!.]?\s+)*(?:how are (?:you|things)(?: (?:both|two` +
      String.raw`|guys|all))?(?: (?:doing|today|doing today))?\??$)`,
    wordSource(SMALL_TALK_WORDS),
  ],
  'i',
);
const CLOSING = wordRegExp(CLOSING_WORDS, 'i');
const RHETORICAL = wordRegExp(RHETORICAL_WORDS, 'i', '', '');
const PERMISSION = new RegExp(
  String.raw`^(?:(?:do you mind if|is it (?:okay|ok|alright) if|would it be (?:okay|ok|alright) if|mind if` +
    String.raw`|may i|can i) (?:i )?(?:ask|share|tell|walk|show|jump|go over|run through|quickly))\b`,
  'i',
);
/** asking permission to ask questions, anywhere in the sentence: "So I quote right, can I ask a few questions?" */
const ASK_TO_ASK = eitherRegExp(
  [
    wordSource(ASK_TO_ASK_WORDS, String.raw`\b(?:can|could|may) i ask (?:you )?`, ''),
    String.raw`(?:do you mind|is it (?:okay|ok|alright)) if i ask\b`,
  ],
  'i',
);
/** a date question ("When were you hoping to get married?", "When is the event?") is about criteria */
const WHEN_DATE = wordRegExp(
  WHEN_DATE_WORDS,
  'i',
  String.raw`^(?:(?:and|so|okay|great)[,]?\s+)*when `,
  String.raw` (?:you|your|the)\b(?!.*\b(?:start|begin|happen|notice)\w*)`,
);
/** an either/or check of a detail ("Is it plugged in, or on an extension?") */
const EITHER_OR =
  /,? or (?:is |are |was |do |does |did )?(?:it|they|that|this|the|an?|just)\b|\bor (?:\w+ ){0,3}\w+\?$/i;
const CLARIFY = wordRegExp(CLARIFY_WORDS, 'i');
const PROBLEM = wordRegExp(PROBLEM_WORDS, 'i');
const CRITERIA = wordRegExp(CRITERIA_WORDS, 'i');

/** quantifying a pain: "How much time does fixing the balances take?" */
const PAIN_COST = /\bhow much (?:time|money)\b.*\b(?:fix(?:ing)?|chas\w+|rework\w*|los[et]\w*|wast\w+)\b/i;
const OPEN_START = /^(?:what|how|which|where|when|who)\b/i;
const STRONG_PROBLEM =
  /\b(?:worr(?:y|ied|ies|ying)|concerns?|concerned|nervous|stress(?:ed|ful)?|anxious|afraid|frustrat\w*|struggl\w*)\b/i;
const LEAD_IN =
  /^(?:(?:so|and|okay|ok|well|great|now|then|right|alright|perfect|lovely|last question|ah|oh|um|uh|er|yeah|yes)[,.:!]?\s+|tell me,\s+)+/i;
/** "Are you writing your own vows, or would you like me to help?": two questions joined by "or" */
const SECOND_CLAUSE = /,\s*or (?=(?:would|will|do|does|did|are|is|was|can|could|should|shall|have|has) )/i;
/** a yes/no check about something already on the table: "The pizza oven, is that wood-fired?" */
const REFERENT_CHECK = wordRegExp(
  REFERENT_CHECK_WORDS,
  'i',
  String.raw`^(?:[^,?]{1,60},\s*)?`,
  String.raw` (?:that|it|this|they|those|these|he|she)\b(?!.*\b(?:you|okay|ok|alright|fair|fine|good|work` +
    String.raw`|works|suit|suits|help|sound|sounds|make sense)\b)`,
);
/** checking who is on the line: "Hi, is this Kenji?", "hi is that Emma" (case-sensitive: a name) */
const NAME_CHECK =
  /^(?:\p{L}+[,!.]?\s+){0,2}(?:[Ii]s (?:this|that)|[Aa]m [Ii] speaking (?:with|to)|[Aa]re you) \p{Lu}\p{L}+\??$/u;
/**
 * A question typed without its "?" in a transcript that has them elsewhere: an interrogative word and an
 * auxiliary ("What was the problem exactly in your friend's video, the speeches were not audible"), at
 * least five words, and not a cleft statement ("What's included is the album").
 */
const UNMARKED_QUESTION =
  /^(?:what|how|why|when|where|who|which)(?:'s| is| was| are| were| do| does| did| has| have| had| would| will| can| could| should)\b/i;
const CLEFT = eitherRegExp(
  [
    String.raw`^what(?:'s| is| was) (?:\w+ ){0,3}(?:is|was|are)\b`,
    wordSource(CLEFT_WORDS, "^(?:what|how|where|when)(?:'s| is) ", String.raw`\b`),
  ],
  'i',
);
/**
 * A question clause in a transcript without question marks (speech recognition output): an interrogative
 * opening at the start or after a filler or discourse word ("um so how many people roughly",
 * "great great so what's the date", "hi is that Emma"), not a statement cleft such as "what I do is".
 */
const SPOKEN_QUESTION = wordRegExp(
  SPOKEN_QUESTION_WORDS,
  'i',
  String.raw`(?:^|[,;]\s*|\b(?:so|and|but|um|uh|er|yeah|okay|ok|right|well|great|lovely|perfect|oh|hi|hello` +
    String.raw`|hey|now|then|also|roughly|approximately|exactly|just)\s+)`,
  '',
);
/**
 * Statements that open like a question in speech: an imperative ("Have a think and let me know", "Do come
 * along") and a wh-cleft whose wh-word is followed by a verb, not an auxiliary ("what actually sells is the
 * classic shots", "what we do is…").
 */
const SPOKEN_STATEMENT = wordRegExp(SPOKEN_STATEMENT_WORDS, 'i', '^', '');
/** a fronted topic and an either/or in speech: "and Millbrook Gardens is it the rose garden or the lawn" */
const SPOKEN_EITHER_OR = /\b(?:is|was) (?:it|that|this) (?:[\w']+ ){1,5}or (?:the |a |an )?\w+/i;
/** a statement asked as a question in speech: "Sunday 11 o'clock is okay for you" */
const SPOKEN_CHECK =
  /\b(?:okay|ok|fine|good|alright|convenient|possible|works?) (?:for|with) you(?: (?:both|two|all|guys))?$/i;

/** A question the speaker answers after a colon, in the same breath: "What makes it worth it: it's all …". */
export const SELF_ANSWERED = /^(?:(?:so|and|okay|ok|well)[,\s]+)*(?:what|why|how)\b[^:?]{0,60}:\s*\S[^?]*$/i;

export function isQuestionSentence(sentence: string, transcriptHasQuestionMarks = true): boolean {
  const s = sentence.trim();
  if (s.endsWith('?')) return true;
  if (SELF_ANSWERED.test(s)) return false;
  // indirect questions, also after a fronted clause: "Before I tell you how I work, I'd love to hear how…"
  if (INDIRECT.test(s) || INDIRECT.test(s.replace(/^[^,]{3,80},\s*/, ''))) return true;
  const bare = s.replace(/[.!…]+$/, '');
  if (transcriptHasQuestionMarks) {
    const core = bare.replace(LEAD_IN, '');
    return (
      !s.endsWith('!') && UNMARKED_QUESTION.test(core) && !CLEFT.test(core) && core.split(/\s+/).length >= 5
    );
  }
  return (
    (WH_START.test(bare) && !SPOKEN_STATEMENT.test(bare) && bare.split(/\s+/).length >= 4) ||
    SPOKEN_EITHER_OR.test(bare) ||
    SPOKEN_QUESTION.test(bare) ||
    SPOKEN_CHECK.test(bare)
  );
}

const STOP_WORDS = new Set(
  [
    'the a an and or to of in on for with is are was you your i we it that this so do did what how',
    'me my our just be have has at as about',
  ]
    .join(' ')
    .split(' '),
);

/** a crude stem so "paying" echoes "pay" and "fittings" echoes "fitting" */
const stem = (w: string) => (w.length > 4 ? w.replace(/(?:ing|ed|es|e|s)$/, '') : w);

function overlapWithPrevious(question: string, previous: string | undefined, words?: Set<string>): number {
  if (!previous) return 0;
  const q = tokenizeWords(question).filter((w) => !STOP_WORDS.has(w) && w.length > 2);
  if (q.length === 0) return 0;
  const p = words ?? new Set(tokenizeWords(previous));
  const stems = new Set([...p].map(stem));
  return q.filter((w) => p.has(w) || stems.has(stem(w))).length / q.length;
}

/** "Yes or no?" asks for a decision, not about the buyer. */
const BARE_ULTIMATUM = /^(?:(?:so|well|look|okay)[,\s]+)*yes or no\??$/i;
/** offering an item at a price is a close, not discovery: "Do you want the carvery at $65 a head?" */
const OFFER_AT_PRICE =
  /^(?:so,?\s+)?do you want (?:the|to go (?:with|for)) [^?]*(?:[$£€]\s?\d|\d+ (?:a|per) head)/i;
/** a recap of facts checked back, without a verb: "June 14, right?", "Santorini, September 20, 40 guests?" */
const FACT_CHECK = new RegExp(
  String.raw`^(?!(?:what|how|why|when|where|who|which|do|does|did|are|is|can|could|would|will|have` +
    String.raw`|has)\b)[^?]{0,60}\d[^?]{0,40}(?:,\s*(?:right|yes|correct))?\?$`,
  'i',
);

/** words of a full question, not a recap checked back */
const ASKING_WORDS = /\b(?:you|me|is|are|was|want|would|could|can|do|does|better|or|question)\b/i;

/** `previousWords`: the words of `previousBuyerText`, when the caller already has them. */
export function classifyQuestion(
  sentence: string,
  previousBuyerText?: string,
  previousWords?: Set<string>,
): QuestionType {
  const s = sentence.trim();
  if (BARE_ULTIMATUM.test(s) || OFFER_AT_PRICE.test(s)) return 'other';
  if (FACT_CHECK.test(s) && !ASKING_WORDS.test(s)) return 'clarifying';
  if (SMALL_TALK.test(s) || RHETORICAL.test(s) || NAME_CHECK.test(s)) return 'other';
  if (CLARIFY.test(s)) return 'clarifying';
  if (STRONG_PROBLEM.test(s)) return 'problemFinding';
  // two questions joined by "or": the first one carries the intent, unless it is only small talk or a close
  const split = SECOND_CLAUSE.exec(s);
  if (split && split.index > 8) {
    const first = classifyQuestion(`${s.slice(0, split.index)}?`, previousBuyerText, previousWords);
    if (first !== 'other') return first;
  }
  if (CLOSING.test(s)) return 'other';
  if (ASK_TO_ASK.test(s) && !PROBLEM.test(s)) return 'other';
  const core = s.replace(LEAD_IN, '');
  if (
    previousBuyerText &&
    !WH_START.test(core) &&
    !INDIRECT.test(s) &&
    /^(?:so|and so|okay so|right so|oh so)\b/i.test(s)
  )
    return 'clarifying';
  if (PERMISSION.test(s) && !PROBLEM.test(s) && !CRITERIA.test(s)) return 'other';
  const echo = overlapWithPrevious(s, previousBuyerText, previousWords);
  const words = s.split(/\s+/).length;
  if (words <= 5 && echo >= 0.5 && !WH_START.test(s)) return 'clarifying';
  if (WHEN_DATE.test(s)) return 'criteriaFinding';
  if (PROBLEM.test(s) || PAIN_COST.test(s)) return 'problemFinding';
  if (CRITERIA.test(s)) return 'criteriaFinding';
  if (echo >= 0.5) return 'clarifying';
  if (REFERENT_CHECK.test(core)) return 'clarifying';
  if (/\b(?:you|your|you're|you've|y'all)\b/i.test(s) && (WH_START.test(core) || INDIRECT.test(s)))
    return 'criteriaFinding';
  if (EITHER_OR.test(s)) return 'clarifying';
  if (OPEN_START.test(core)) return 'criteriaFinding';
  return 'other';
}

/** All questions asked by the given speakers, in order. */
export function findQuestions(utterances: Utterance[], speakers: Set<string>): DetectedQuestion[] {
  const hasMarks = utterances.some((u) => u.text.includes('?'));
  // a call typed or punctuated somewhere: its unpunctuated turns are speech, read by their openings
  const punctuated = utterances.some((u) => /[.?!]/.test(u.text));
  const out: DetectedQuestion[] = [];
  let lastOther: string | undefined;
  // the words of the last buyer turn, read once for all the questions that follow it
  let lastOtherWords: Set<string> | undefined;
  utterances.forEach((u, i) => {
    if (!speakers.has(u.speaker)) {
      lastOther = u.text;
      lastOtherWords = undefined;
      return;
    }
    const previousWords = () =>
      lastOther ? (lastOtherWords ??= new Set(tokenizeWords(lastOther))) : undefined;
    // a spoken turn in a punctuated call (a practice session by voice): its question is found by its opening
    if (punctuated && isSpokenTurn(u.text)) {
      const next = utterances[i + 1];
      const text = spokenQuestion(u.text, next && !speakers.has(next.speaker) ? next.text : undefined);
      if (text)
        out.push({
          text,
          type: classifyQuestion(text, lastOther, previousWords()),
          speaker: u.speaker,
          utteranceIndex: i,
        });
      return;
    }
    const sentences = splitSentences(u.text);
    sentences.forEach((sentence, k) => {
      if (!isQuestionSentence(sentence, hasMarks)) return;
      if (
        !sentence.endsWith('?') &&
        /^(?:\w+[,.]?\s+|[^,]{3,80},\s*)?i(?:'d| would| am|'m| was)\b/i.test(sentence) &&
        sentences[k + 1]?.endsWith('?')
      )
        return;
      out.push({
        text: sentence,
        type: classifyQuestion(sentence, lastOther, previousWords()),
        speaker: u.speaker,
        utteranceIndex: i,
      });
    });
  });
  return out;
}
