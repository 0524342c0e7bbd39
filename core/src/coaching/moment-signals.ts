/**
 * Word families for what the buyer just said in a wedding consultation: objections (price, a stall, a
 * competitor, someone else deciding), a worry, a vague vision, a buying signal, a direct question, the date.
 * Read on spoken text too: no punctuation, no apostrophes ("thats", "werent"), fillers.
 */
import { isQuestionSentence } from '../analysis/questions.ts';
import { splitSentences } from '../analysis/text-utils.ts';
import { normaliseSpoken, opensLikeQuestion } from '../buyer-engine/spoken-text.ts';
import { eitherRegExp, wordRegExp, wordSource } from '../analysis/word-list.ts';
import {
  BOOKING_WORDS,
  COMPETITION_WORDS,
  OTHER_VENDOR_WORDS,
  DATE_WORDS,
  DECIDER_WORDS,
  DECIDING_WORDS,
  GOODBYE_WORDS,
  MONEY_WORDS,
  POSITIVE_WORDS,
  PRICE_STRONG_WORDS,
  PRICE_WEAK_WORDS,
  STALL_WORDS,
} from './moment-signal-words.ts';
import { VISION_WORDS, WORRY_WORDS } from './moment-feeling-words.ts';

export type BuyerSignal =
  | 'decision-maker'
  | 'competition'
  | 'price'
  | 'stall'
  | 'booking'
  | 'date'
  | 'price-question'
  | 'question'
  | 'worry'
  | 'vision'
  | 'positive'
  | 'goodbye';

/** Spoken contractions typed without the apostrophe, restored so one family covers both. */
const NO_APOSTROPHE: Array<[RegExp, string]> = [
  [/\b(that|what|it|there|he|she|who|where)s\b/g, "$1's"],
  [/\b(do|does|did|is|are|was|were|wo|ca|could|would|should|have|has|had)nt\b/g, "$1n't"],
  [/\bim\b/g, "i'm"],
  [/\bive\b/g, "i've"],
  [/\b(we|you|they)re\b/g, "$1're"],
  [/\b(i|we|you|they)ll\b/g, "$1'll"],
  [/\b(i|we|you|they)d\b/g, "$1'd"],
];

/** Lower case, straight apostrophes, fillers dropped, missing apostrophes restored. */
export function normaliseBuyerText(text: string): string {
  let t = normaliseSpoken(text.replace(/[‘’]/g, "'")).toLowerCase();
  for (const [re, to] of NO_APOSTROPHE) t = t.replace(re, to);
  // a hedge, not agreement: "not messy if that makes sense"
  return t.replace(/\b(?:if|does) that makes? sense\b/g, ' ').replace(/\byou know\b/g, ' ');
}

/** Money named in the message or just quoted by the salesperson. */
const MONEY = eitherRegExp([String.raw`[$£€]\s?\d`, wordSource(MONEY_WORDS)], '');

const PRICE_STRONG = wordRegExp(PRICE_STRONG_WORDS, '');
const PRICE_WEAK = wordRegExp(PRICE_WEAK_WORDS, '');

const STALL = wordRegExp(STALL_WORDS, '');

const DECIDER = eitherRegExp(
  [
    wordSource(DECIDER_WORDS, String.raw`\b(?:my|our|his|her|the) `, String.raw`(?!\w)`),
    String.raw`\b(?:his|her|my|our) (?:mum and dad|mom and dad)\b`,
  ],
  '',
);
const DECIDING = eitherRegExp([wordSource(DECIDING_WORDS), String.raw`\bwe decide together\b`], '');

const COMPETITION = eitherRegExp(
  [
    wordSource(
      OTHER_VENDOR_WORDS,
      String.raw`\b(?:other|another|a few more|few more|couple (?:of )?(?:other|more)|few other|some other) `,
      String.raw`\b`,
    ),
    wordSource(COMPETITION_WORDS),
  ],
  '',
);

const WORRY = wordRegExp(WORRY_WORDS, '');

const VISION = wordRegExp(VISION_WORDS, '');

const BOOKING = wordRegExp(BOOKING_WORDS, '');

const POSITIVE = wordRegExp(POSITIVE_WORDS, '');

const DATE = wordRegExp(DATE_WORDS, '');

const PRICE_ASK =
  /\b(?:how much|what (?:does|do|would|will) (?:it|that|this|they) cost|price|pricing|rates?|cost)\b/;

const GOODBYE = wordRegExp(GOODBYE_WORDS, '');

/**
 * The buyer asked the salesperson something: a clause that opens like a question (marked or not), or a
 * question mark on a sentence about them; an unsure idea said with a rising tone ("maybe blush or peach?")
 * is not a question to answer.
 */
export function asksQuestion(text: string): boolean {
  const t = normaliseBuyerText(text);
  return splitSentences(t).some((s) => {
    const clauses = s.replace(/\?+\s*$/, '').split(/,\s*/);
    const opens = clauses.some((c) => isQuestionSentence(c, false) || opensLikeQuestion(c));
    return opens || (/\?\s*$/.test(s) && /\b(?:you|your|yours)\b/.test(s));
  });
}

/** What the buyer's latest message signals, strongest first within each family. */
export function readBuyerSignals(buyerText: string, sellerBefore = ''): Set<BuyerSignal> {
  const t = normaliseBuyerText(buyerText);
  const out = new Set<BuyerSignal>();
  const money = MONEY.test(t) || MONEY.test(normaliseBuyerText(sellerBefore));
  if (DECIDER.test(t) && DECIDING.test(t)) out.add('decision-maker');
  if (COMPETITION.test(t)) out.add('competition');
  if (PRICE_STRONG.test(t) || (money && PRICE_WEAK.test(t))) out.add('price');
  if (STALL.test(t)) out.add('stall');
  if (BOOKING.test(t)) out.add('booking');
  if (DATE.test(t)) out.add('date');
  if (asksQuestion(buyerText)) out.add(PRICE_ASK.test(t) ? 'price-question' : 'question');
  if (WORRY.test(t)) out.add('worry');
  if (VISION.test(t)) out.add('vision');
  if (POSITIVE.test(t)) out.add('positive');
  if (GOODBYE.test(t)) out.add('goodbye');
  return out;
}

/** A goodbye in any of the messages ("Thanks for your time!", "I've got to jump on another call"). */
export function saysGoodbye(text: string): boolean {
  return GOODBYE.test(normaliseBuyerText(text));
}
