/** The rubric's building blocks: its input, the phrase patterns the checks look for, and small helpers. */
import type { CallFindings } from './call-findings-types.ts';
import { dismissiveReplies, isDismissive, pressureTactics } from './seller-conduct.ts';
import { splitSentences, tokenizeWords, truncateText } from './text-utils.ts';
import type {
  CallKind,
  CallMetrics,
  DetectedQuestion,
  Monologue,
  NextStep,
  Objection,
  RubricArea,
  RubricCheck,
  Utterance,
} from './types.ts';
import type { BuyerId } from '../buyer-types.ts';
import { eitherRegExp, wordRegExp, wordSource } from './word-list.ts';
import {
  AGENDA_WORDS,
  ASK_WORDS,
  THANKS_FOR_WORDS,
  GREETING_WORDS,
  NEEDS_TOPIC_WORDS,
  REASSURE_WORDS,
  SITUATION_TOPIC_WORDS,
  STYLE_TOPIC_WORDS,
  TAILORED_WORDS,
  VISION_WORDS,
  WARMTH_WORDS,
} from './rubric-words.ts';

export interface RubricInput {
  utterances: Utterance[];
  sellers: Set<string>;
  questions: DetectedQuestion[];
  objections: Objection[];
  nextStep: NextStep;
  metrics: CallMetrics;
  longestMonologue: Monologue;
  longestCustomerStory: Monologue;
  buyerType: BuyerId;
  /** 'general' scores a non-wedding call without wedding-only checks; wedding when absent */
  callKind?: CallKind;
  /** what the conversation reader found: concerns and how they were met, pressure, ignored questions */
  findings?: CallFindings;
}

/** The salesperson's replies that brushed off a concern or a question: the conduct rules' and the reader's. */
export function brushedOff(input: RubricInput): string[] {
  const list = dismissiveReplies(input.utterances, input.sellers);
  for (const c of input.findings?.concerns ?? [])
    if (c.status === 'brushed-off' && c.response && !list.some((l) => truncateText(l) === c.response))
      list.push(c.response);
  return list;
}

/** The pressure tactics of the call, quoted: the reader's (with their kind) when read, else the rules'. */
export const pressureQuotes = (input: RubricInput): string[] =>
  input.findings
    ? input.findings.pressure.map((p) => p.quote)
    : pressureTactics(input.utterances, input.sellers);

/** "Jess from Glow Collective here", "Tom Ellison from Northbridge Talent", "Meera this side from Gulmohar Decor" */
export const NAMED_INTRO =
  /(?:^|[,.!]\s*)\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?,? (?:here |this side |calling )?(?:from|with|at) (?:the )?\p{Lu}/u;
export const INTRO = eitherRegExp(
  [
    String.raw`\b(?:this is|i'm|i am|my name is|it's)\s+\p{Lu}[\p{L}'-]+`,
    wordSource(THANKS_FOR_WORDS, String.raw`\bthanks? (?:you )?(?:so much )?for `, ''),
    String.raw`\bwelcome to\b`,
    wordSource(
      GREETING_WORDS,
      '^',
      String.raw`\b[^.?!]{0,30},\s*\p{Lu}[\p{L}'-]+ (?:from|at|with|here from) \p{Lu}`,
    ),
    String.raw`^[\p{L}'&. -]{2,40},\s*\p{Lu}[\p{L}'-]+ speaking\b`,
  ],
  'iu',
);
/** warm, personal moments: congratulations and small talk, and empathy with what the buyer is going through */
export const WARMTH = wordRegExp(WARMTH_WORDS, 'i');
export const AGENDA = wordRegExp(AGENDA_WORDS, 'i');
export const TAILORED = wordRegExp(TAILORED_WORDS, 'i');
/** a number as digits or as spoken words ("twenty-one hundred", "three lakh", "a hundred and forty") */
const NUMBER_WORD = [
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen',
  'seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety',
].join('|');
const NUM = [
  '(?:\\d+(?:[.,]\\d+)?',
  `|(?:${NUMBER_WORD})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?`,
  '(?: (?:hundred|thousand|lakhs?|grand)(?: and \\w+)?)?|a (?:hundred|thousand)(?: and \\w+)?)',
].join('');
const UNIT = [
  '(?:hours?|hrs|%|percent|guests|weeks?|days?|months?|years?|images|photos|photographs|stems|tables|pages',
  '|minutes|pounds|dollars|euros|rupees|quid|gsm|portions|people|a (?:month|year|head)|per \\w+',
  '|plus (?:gst|vat|tax))',
].join('');
const OFFER_TERMS = [
  'includes?|included|deposit|retainer|payment plan|second shooter|album|gallery|contract|all in|in writing',
  'warranty|guarantee(?:d)?|no charge|free of charge|at no cost|credit|refund',
].join('|');
export const SPECIFICS = new RegExp(
  `[$£€₹]\\s?\\d|\\b${NUM}\\s?${UNIT}\\b|\\b\\d{1,3}(?:,\\d{3})+\\b|\\b(?:hundred|thousand|lakhs?|crores?)\\b|` +
    `\\b(?:${OFFER_TERMS})\\b`,
  'i',
);
export const ASK = wordRegExp(ASK_WORDS, 'i');
export const REASSURE = wordRegExp(REASSURE_WORDS, 'i');
export const VISION = wordRegExp(VISION_WORDS, 'i');
const WEDDING_TOPICS: Array<[string, RegExp]> = [
  ['date', /\b(?:date|when(?:'s| is) (?:the|your)|month|season|year|timeline|time ?frame)\b/i],
  // the short form too: "Guests and finish time?", "Numbers?"
  [
    'guest count',
    /\b(?:how many (?:guests|people|of you|pax)|guest (?:count|list)|head ?count|how big)\b|^(?:and |so )?(?:guests|numbers)\b/i,
  ],
  ['budget', /\b(?:budget|invest|spend|price range|ballpark|afford)\b/i],
  ['venue / location', /\b(?:venue|where|location|ceremony|reception|indoors?|outdoors?)\b/i],
  ['style / priorities', wordRegExp(STYLE_TOPIC_WORDS, 'i')],
  ['decision makers', /\b(?:who else|decid\w*|decision|parents|partner|fianc[eé]e?|anyone else)\b/i],
];

/** the basics of any sales or service call */
const GENERAL_TOPICS: Array<[string, RegExp]> = [
  ['current situation', wordRegExp(SITUATION_TOPIC_WORDS, 'i')],
  ['needs', wordRegExp(NEEDS_TOPIC_WORDS, 'i')],
  ['timeline', /\b(?:when|timeline|deadline|by when|how soon|contract end|renewal|date|start)\b/i],
  ['budget', /\b(?:budget|spend|invest|price range|ballpark|afford|business case|cost(?:ing)?)\b/i],
  ['scale', /\b(?:how (?:many|much|big|often|long|old)|size|volume|users|staff|people|team)\b/i],
  [
    'decision makers',
    /\b(?:who else|decid\w*|decision|sign(?:s)?[- ]off|approv\w*|finance|boss|partner|anyone else)\b/i,
  ],
];
export function topicsFor(kind: CallKind = 'wedding'): Array<[string, RegExp]> {
  return kind === 'general' ? GENERAL_TOPICS : WEDDING_TOPICS;
}

export function check(
  id: string,
  label: string,
  weight: number,
  score: number,
  detail: string,
  evidence: string[] = [],
): RubricCheck {
  const s = Math.max(0, Math.min(1, score));
  return {
    id,
    label,
    weight,
    score: Math.round(s * 100) / 100,
    passed: s >= 0.6,
    detail,
    evidence: evidence.slice(0, 3).map((e) => truncateText(e, 160)),
  };
}

export function sellerSentences(input: RubricInput, limitTurns = Infinity): string[] {
  const out: string[] = [];
  let turns = 0;
  for (const u of input.utterances) {
    if (!input.sellers.has(u.speaker)) continue;
    if (++turns > limitTurns) break;
    for (const sentence of splitSentences(u.text)) out.push(sentence);
  }
  return out;
}

export function area(id: string, name: string, weight: number, checks: RubricCheck[]): RubricArea {
  const w = checks.reduce((a, c) => a + c.weight, 0);
  const score = w > 0 ? Math.round((checks.reduce((a, c) => a + c.weight * c.score, 0) / w) * 100) : 0;
  return { id, name, weight: w > 0 ? weight : 0, score, checks };
}

export function matching(sentences: string[], re: RegExp): string[] {
  return sentences.filter((s) => re.test(s));
}

const COMMON = new Set(
  (
    'that this with have what your about there their they them then than just really very also would could ' +
    'should will been were when where which while because into from some more most much many like well ' +
    'know think want need sure okay yeah thanks thank great good lovely right yes here make made does ' +
    'going want wedding day'
  ).split(' '),
);
const contentWords = (text: string) => tokenizeWords(text).filter((w) => w.length >= 4 && !COMMON.has(w));

/**
 * The salesperson's statements that tie the offer to the buyer's own words: a phrase such as "you mentioned",
 * or two or more words the buyer brought into the conversation (words the salesperson had not used first).
 * Nothing in a turn that brushes off the buyer's concern counts: echoing their words while dismissing them is
 * not tailoring.
 */
export function tailoredStatements(input: RubricInput): string[] {
  const sellerSaid = new Set<string>();
  const buyerBrought = new Set<string>();
  const out: string[] = [];
  input.utterances.forEach((u, i) => {
    const seller = input.sellers.has(u.speaker);
    const prev = input.utterances[i - 1];
    const brushOff = seller && prev && !input.sellers.has(prev.speaker) && isDismissive(u.text, prev.text);
    for (const sentence of splitSentences(u.text)) {
      const words = contentWords(sentence);
      if (!seller) {
        for (const w of words) if (!sellerSaid.has(w)) buyerBrought.add(w);
        continue;
      }
      const echoed = new Set(words.filter((w) => buyerBrought.has(w)));
      const tied = TAILORED.test(sentence) || (!sentence.endsWith('?') && echoed.size >= 2);
      if (tied && !brushOff) out.push(sentence);
      for (const w of words) sellerSaid.add(w);
    }
  });
  return out;
}
