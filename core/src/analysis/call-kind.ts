/**
 * What kind of call this is. A wedding consultation is scored on the wedding rubric (date, guests, venue,
 * the couple's day); any other call (B2B discovery, customer support, a home-services sale…) on the general
 * sales rubric, without wedding-only checks or advice.
 */
import type { CallKind, Utterance } from './types.ts';
import { wordRegExp } from './word-list.ts';
import { WEDDING_CONTEXT_WORDS, WEDDING_WORDS } from './call-kind-words.ts';

/** Words that only come up when a wedding is being planned. */
const WEDDING = wordRegExp(WEDDING_WORDS, 'giu', String.raw`\b`, String.raw`(?![\p{L}\p{N}])`);
/** a speaker's own wedding ("for my wedding", "our wedding") settles it: it counts as a second clear word */
const OWN_WEDDING = /\b(?:my|our) (?:own )?wedding\b/giu;
/** Wedding-adjacent words that also occur in other calls: they count only beside a clear wedding word. */
const WEDDING_CONTEXT = wordRegExp(
  WEDDING_CONTEXT_WORDS,
  'giu',
  String.raw`\b`,
  String.raw`(?![\p{L}\p{N}])`,
);

function count(re: RegExp, text: string): number {
  let n = 0;
  for (const _ of text.matchAll(re)) n++;
  return n;
}

/**
 * 'wedding' when the call talks about a wedding: two clear wedding words ("my wedding" / "our wedding" counts
 * twice), one clear word backed by two wedding-adjacent ones, or four different wedding-adjacent words. The text
 * before the dialogue (a title, the attendees) counts too. Anything else is 'general'.
 */
export function detectCallKind(utterances: Utterance[], preamble = ''): CallKind {
  let strong = 0;
  let context = 0;
  const distinct = new Set<string>();
  for (const text of [preamble, ...utterances.map((u) => u.text)]) {
    strong += count(WEDDING, text) + count(OWN_WEDDING, text);
    for (const m of text.matchAll(WEDDING_CONTEXT)) {
      context++;
      distinct.add(m[0].toLowerCase());
    }
    if (strong >= 2 || (strong >= 1 && context >= 2) || distinct.size >= 4) return 'wedding';
  }
  return 'general';
}
