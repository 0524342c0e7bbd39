/**
 * How the salesperson treats the buyer: brushing off a concern or a direct question, and pressure tactics
 * (false urgency, "I'd need to know today"). Both cost points whatever else the call does well.
 */
import { countWords, splitSentences } from './text-utils.ts';
import type { Utterance } from './types.ts';
import { wordRegExp } from './word-list.ts';
import { BRUSH_OFF_WORDS, CONCERN_WORDS, PRESSURE_WORDS } from './seller-conduct-words.ts';

/** a reply that refuses to engage with the concern: "that's just our price", "everyone says that" */
const BRUSH_OFF = wordRegExp(BRUSH_OFF_WORDS, 'i');
/**
 * minimising a worry the buyer just voiced ("don't worry about that"): dismissive when the rest of the turn
 * offers nothing for it (nothing the salesperson will do, no question exploring it)
 */
const MINIMISE =
  /\b(?:don't (?:you )?worry about (?:that|it|any of that)|no need to worry|(?:it'll|you'll) be fine)\b/i;
const WORRY = wordRegExp(CONCERN_WORDS, 'i');
/** help for the worry: something the salesperson will do, or a question that explores it */
const OFFERS_HELP =
  /\b(?:(?:we|i)(?:'ll| will| can| could| do| bring| use| always)|when you say|tell me more|what (?:exactly|part|worries|about it))\b/i;
/** putting off a direct question ("we'll get to that") and then talking for 50+ words instead of answering */
const DEFLECT =
  /\b(?:we(?:'ll| will) get to (?:that|it|price)|(?:i|we)(?:'ll| will) come (?:back )?to (?:that|it)|more on that later)\b/i;
const LECTURE_WORDS = 50;

/** Whether a salesperson turn brushes off what the buyer just said or asked (`before`). */
export function isDismissive(reply: string, before = ''): boolean {
  if (BRUSH_OFF.test(reply)) return true;
  if (DEFLECT.test(reply) && countWords(reply) >= LECTURE_WORDS) return true;
  return (
    WORRY.test(before) &&
    splitSentences(reply).some((s, i, all) => MINIMISE.test(s) && !OFFERS_HELP.test(all.slice(i).join(' ')))
  );
}

/**
 * The salesperson turns that brush off the buyer's preceding turn. Only replies to a buyer turn count, so a
 * salesperson's "it'll be fine" about their own logistics is not a brush-off.
 */
export function dismissiveReplies(utterances: Utterance[], sellers: Set<string>): string[] {
  const out: string[] = [];
  utterances.forEach((u, i) => {
    const prev = utterances[i - 1];
    if (!sellers.has(u.speaker) || !prev || sellers.has(prev.speaker)) return;
    if (isDismissive(u.text, prev.text)) out.push(u.text);
  });
  return out;
}

/**
 * Pressure tactics: false scarcity and deadlines that push for a decision now ("only one Saturday left",
 * "they go fast", "I'd need a deposit today", "otherwise I can't promise anything"). A courtesy hold or an
 * honest "I've had another enquiry for that date" is not pressure.
 */
const PRESSURE = wordRegExp(PRESSURE_WORDS, 'i');

/** Whether a sentence is a pressure tactic. */
export const isPressure = (sentence: string): boolean => PRESSURE.test(sentence);

export function pressureTactics(utterances: Utterance[], sellers: Set<string>): string[] {
  return utterances
    .filter((u) => sellers.has(u.speaker))
    .flatMap((u) => splitSentences(u.text))
    .filter((s) => PRESSURE.test(s));
}
