/**
 * Buyer objections and worries (price, stalling, competitors, risk, fit, a condition before deciding, a
 * question asked again) and whether the salesperson addressed each.
 */
import { classifyQuestion } from './questions.ts';
import { isDismissive } from './seller-conduct.ts';
import { countWords, splitSentences, truncateText } from './text-utils.ts';
import type { Objection, Utterance } from './types.ts';
import { wordRegExp } from './word-list.ts';
import {
  ASKS_WORRY_WORDS,
  COMPETITOR_OBJECTION_WORDS,
  CONDITION_OBJECTION_WORDS,
  FIT_OBJECTION_WORDS,
  HANDLING_WORDS,
  PRICE_OBJECTION_WORDS,
  REPEATED_SENTENCE_WORDS,
  RISK_OBJECTION_WORDS,
  STALL_OBJECTION_WORDS,
} from './objection-words.ts';

/** The buyer asking again because the answer did not come: "I asked the price", "That's not an answer". */
const REPEATED_SENTENCE = wordRegExp(REPEATED_SENTENCE_WORDS, 'i', '', '');
/** A buyer turn that asks again, in any of its sentences. */
export const REPEATED = new RegExp(REPEATED_SENTENCE.source.replace('^', '(?:^|[.?!]\\s+)'), 'i');
const KINDS: Array<[string, RegExp]> = [
  [
    // the buyer asking again because the first answer did not come ("I asked the price", "That's not an answer")
    'repeated',
    REPEATED_SENTENCE,
  ],
  ['price', wordRegExp(PRICE_OBJECTION_WORDS, 'i')],
  ['stall', wordRegExp(STALL_OBJECTION_WORDS, 'i')],
  ['competitor', wordRegExp(COMPETITOR_OBJECTION_WORDS, 'i')],
  ['risk', wordRegExp(RISK_OBJECTION_WORDS, 'i')],
  ['fit', wordRegExp(FIT_OBJECTION_WORDS, 'i')],
  [
    // what the buyer needs before deciding: to see, read, meet or know something first
    'condition',
    wordRegExp(CONDITION_OBJECTION_WORDS, 'i'),
  ],
];
/** A salesperson's question about the buyer's worries: the buyer's answer names a concern. */
const ASKS_WORRY = wordRegExp(ASKS_WORRY_WORDS, 'i', String.raw`\b(?<!no |don't |not )`, String.raw`\b`);
/** An answer that names no worry ("No, none really", "Not really"). */
const NO_WORRY = /^(?:no|none|nope|not really|nothing)\b/i;
const HANDLING = wordRegExp(HANDLING_WORDS, 'i');
export function findObjections(utterances: Utterance[], sellers: Set<string>): Objection[] {
  const out: Objection[] = [];
  const seen = new Set<string>();
  utterances.forEach((u, i) => {
    if (sellers.has(u.speaker)) return;
    const prev = utterances[i - 1];
    // the answer to "what worries you?" is a worry, whatever its words ("That wildflowers wilt.")
    const askedWorry =
      prev !== undefined &&
      sellers.has(prev.speaker) &&
      ASKS_WORRY.test(splitSentences(prev.text).at(-1) ?? '');
    const sentences = splitSentences(u.text);
    // the worry is their first sentence of some words ("Honestly? The last quote had hidden fees." → the fees)
    const named = sentences.find((s) => countWords(s) >= 3);
    for (const sentence of sentences) {
      const worry = askedWorry && sentence === named && !NO_WORRY.test(sentences[0]!) ? 'risk' : undefined;
      const kind = KINDS.find(([, re]) => re.test(sentence))?.[0] ?? worry;
      if (!kind) continue;
      const key = `${kind}\n${truncateText(sentence)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const replies = utterances
        .slice(i + 1, i + 4)
        .filter((r) => sellers.has(r.speaker))
        .slice(0, 2);
      const reply = replies.map((r) => r.text).join(' ');
      const addressed =
        reply.length > 0 &&
        !isDismissive(reply, sentence) &&
        countWords(reply) >= 10 &&
        (HANDLING.test(reply) || asksAbout(reply, sentence));
      out.push({
        utteranceIndex: i,
        kind,
        text: truncateText(sentence),
        addressed,
        response: truncateText(reply || '(no reply)'),
      });
      break;
    }
  });
  return dedupeStalls(out);
}

/** A question that explores the concern ("What's behind that?"), not a push to close ("Can I book you in?"). */
function asksAbout(reply: string, concern: string): boolean {
  return splitSentences(reply).some((s) => s.endsWith('?') && classifyQuestion(s, concern) !== 'other');
}

/** Several "let me think about it" in a row are one objection. */
function dedupeStalls(list: Objection[]): Objection[] {
  const out: Objection[] = [];
  let stall: Objection | undefined;
  for (const o of list) {
    if (o.kind === 'stall' && stall) {
      stall.addressed = stall.addressed || o.addressed;
      continue;
    }
    if (o.kind === 'stall') stall = o;
    out.push(o);
  }
  return out;
}
