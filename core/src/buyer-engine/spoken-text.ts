/**
 * Speech-recognition text made readable before its topics are read: hesitation fillers ("um", "uh", a filler
 * "like") are dropped, stuttered words and phrases ("how how many", "are you are you") are said once, and
 * spoken contractions ("gonna", "wanna") are written out. Also tells where an unpunctuated run-on starts its
 * second question ("what's the date and how many guests are coming") and whether a clause opens like a
 * spoken question ("any dietary stuff we should know about").
 */
import { anyOf } from '../analysis/word-list.ts';
import { LIKE_AFTER_WORDS, LIKE_BEFORE_QUESTION_WORDS, LIKE_MEANT_AFTER_WORDS } from './spoken-words.ts';

/** Hesitation sounds, never words of the question. */
const HESITATION = /(?:^|\s)(?:um+|uh+|uhm+|er+m*|hmm+|mm+|ah+)\b[,.]?(?=\s|$)/gi;

/**
 * A hesitation mid-turn before a question of its own is where speech starts that question: "… unless you want it
 * um would you rather have the barn". It is kept as a comma; after a joining word ("and um do you") the joining
 * word already breaks.
 */
const HESITATION_BEFORE_QUESTION = new RegExp(
  String.raw`(?<=[a-z0-9'])(?<!\b(?:and|so|but|or|also|then|like|okay|ok|yeah|well|the|a|to|of|is|are|was))` +
    String.raw`\s+(?:um+|uh+|uhm+|er+m*)\b[,.]?\s+(?=(?:(?:would|could|can|do|does|did|is|are|will|have|has)\s+` +
    String.raw`(?:you|we|they|there|it|that|this)|what's|whats|how many|how much|` +
    String.raw`(?:what|how|when|where|which|who)\s+(?:is|are|do|does|did|would|will|can|could|should|time|day)))\b`,
  'gi',
);

/**
 * A filler "like": between a joining word (or the start) and what follows ("or like a civil thing"), or before a
 * question word ("going for like what's the style"); never "would you like", "look like", "feel like".
 */
const FILLER_LIKE = new RegExp(
  String.raw`(?:(?<=^|[,.]\s?|\b${anyOf(LIKE_AFTER_WORDS)}\s)like,?\s+|` +
    String.raw`(?<!\b${anyOf(LIKE_MEANT_AFTER_WORDS)}\s)\blike,?\s+(?=${anyOf(LIKE_BEFORE_QUESTION_WORDS)}\b))`,
  'gi',
);

/** Words or short phrases said twice in a row ("the the", "are you are you"): said once. */
const STUTTER = /\b((?:[\w']+)(?: [\w']+){0,2}) \1\b/gi;

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bgonna\b/gi, 'going to'],
  [/\bwanna\b/gi, 'want to'],
  [/\bgotta\b/gi, 'got to'],
  [/\bhow'd\b/gi, 'how did'],
  [/\bwhere'd\b/gi, 'where did'],
  [/\bya\b/gi, 'you'],
  // speech-to-text and quick typing drop the apostrophe: "whats the budget", "dont worry"
  [/\b(what|how|who|where|when|that|there)s\b/gi, "$1's"],
  [/\b(do|does|did|is|are|was|were|would|could|should|has|have|had)nt\b/gi, "$1n't"],
  [/\bdont\b/gi, "don't"],
  [/\b(you|they)re\b/gi, "$1're"],
  [/\b(you|they|we)ve\b/gi, "$1've"],
];

export function normaliseSpoken(text: string): string {
  let out = text.replace(HESITATION_BEFORE_QUESTION, ', ').replace(HESITATION, ' ');
  out = out.replace(/\s+/g, ' ').trim();
  out = out.replace(FILLER_LIKE, '');
  for (const [re, to] of CONTRACTIONS) out = out.replace(re, to);
  // twice, so a stutter that only shows once a filler is gone ("the uh the") is also said once
  out = out.replace(STUTTER, '$1').replace(STUTTER, '$1');
  // a filler left at the start of a sentence after a joining comma (", , what") is tidied away
  return out
    .replace(/\s+([,.?!])/g, '$1')
    .replace(/^[,.\s]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A second question joined on with "and" (or "also", "plus") and no comma, as speech delivers a run-on:
 * "how did you guys hear about us and when's the big day". The opener must start a question of its own:
 * an interrogative, or an auxiliary followed by who it asks about ("and are you enjoying it").
 */
export const SPOKEN_BREAK = new RegExp(
  '\\s+(?:and|also|plus)\\s+(?:(?:so|then|also|just|roughly|approximately|about)\\s+)?' +
    "(?=(?:what|what's|how|how's|who|who's|when|when's|where|where's|which|why)\\b|" +
    '(?:is|are|was|were|do|does|did|have|has|will|would|could|can|should)\\s+' +
    '(?:you|your|there|it|that|this|the|anyone|everyone|any)\\b)',
  'i',
);

/**
 * A clause that opens like a question in speech, after lead words ("yeah and", "right so", "okay"):
 * an interrogative, an auxiliary and who it asks about, or "any …" ("any dietary stuff we should know about").
 */
const SPOKEN_OPENING = new RegExp(
  '^(?:(?:so|and|okay|ok|right|well|yeah|yes|now|then|also|great|lovely|perfect|cool|oh|alright)[,]?\\s+)*' +
    "(?:(?:what|what's|how|how's|who|who's|when|when's|where|where's|which)\\b|" +
    '(?:is|are|do|does|did|have|has|will|would|could|can)\\s+(?:you|your|there|it|that|this|the|anyone|everyone)\\b|' +
    '(?:any|anything)\\s+\\w+)',
  'i',
);

export function opensLikeQuestion(clause: string): boolean {
  return SPOKEN_OPENING.test(clause.trim());
}
