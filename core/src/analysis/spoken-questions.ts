/**
 * The question in a spoken salesperson turn (no punctuation, as speech recognition writes it, in a call
 * whose other turns are punctuated): it starts where an interrogative opens a clause ("sure what's the date
 * and where is it", "okay tight but fine how many guests", "so can i send the contract now…") or where the
 * conversation reader read a question act, and runs to the end of the turn. A "so …" restatement the buyer
 * answers with yes or no ("so that thirty two covers the food as well" → "Yes.") is a check of a detail.
 */
import { readTurn } from '../conversation/read-turn.ts';
import { QUESTION_ACTS } from '../conversation/reading-types.ts';
import type { ActKind } from '../conversation/reading-types.ts';
import {
  ANYWHERE_OPENERS,
  BOUNDARY_OPENERS,
  CLAUSE_BOUNDARY_WORDS,
  CONFIRMING_REPLIES,
} from './spoken-question-words.ts';

const BOUNDARY = new Set(CLAUSE_BOUNDARY_WORDS);
const ASKING = new Set<ActKind>([...QUESTION_ACTS, 'commitment-ask']);
/** a wh-cleft statement: "what we do is…", "what's included is the album" */
const CLEFT = /^what(?:'s| is)? (?:\w+ ){0,3}(?:is|are|was)\b/;
/** checking who is on the line: "hello is that emily hi it's tasha…" */
const NAME_CHECK = /^is (?:that|this) \w+(?: (?:hi|hello|hey|it's|this)\b|$)/;

/** Whether a turn reads as speech: words only, no sentence punctuation. */
export function isSpokenTurn(text: string): boolean {
  return !/[.?!,;:]/.test(text) && text.trim().split(/\s+/).length >= 2;
}

const startsWithAny = (rest: string, openers: readonly string[]) =>
  openers.some((o) => rest === o || rest.startsWith(`${o} `));

/** Where a question opens in the words of a spoken turn, or -1. */
function openerAt(words: string[]): number {
  for (let i = 0; i < words.length; i++) {
    const rest = words.slice(i).join(' ');
    if (CLEFT.test(rest) || NAME_CHECK.test(rest)) continue;
    if (startsWithAny(rest, ANYWHERE_OPENERS)) return i;
    const atBoundary = i === 0 || BOUNDARY.has(words[i - 1]!);
    if (atBoundary && startsWithAny(rest, BOUNDARY_OPENERS) && words.length - i >= 2) return i;
  }
  return -1;
}

/** Where the reader's first question act starts in the words, or -1. */
function readerQuestionAt(text: string, words: string[]): number {
  const act = readTurn(text).acts.find((a) => ASKING.has(a.kind));
  if (!act) return -1;
  const head = act.text.toLowerCase().split(/\s+/).slice(0, 3).join(' ');
  for (let i = 0; i < words.length; i++) if (words.slice(i, i + 3).join(' ') === head) return i;
  return -1;
}

const confirms = (reply: string) =>
  startsWithAny(
    reply
      .toLowerCase()
      .replace(/[.,!?]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    CONFIRMING_REPLIES,
  );

/**
 * The question a spoken turn asks, from its opening to the end of the turn; null when it asks none.
 * `nextBuyerText`: the buyer's reply, which shows a "so …" restatement was a check.
 */
export function spokenQuestion(text: string, nextBuyerText?: string): string | null {
  const original = text.trim().split(/\s+/);
  const words = original.map((w) => w.toLowerCase().replace(/’/g, "'"));
  const starts = [openerAt(words), readerQuestionAt(text, words)].filter((i) => i >= 0);
  if (starts.length > 0) return original.slice(Math.min(...starts)).join(' ');
  if (nextBuyerText && confirms(nextBuyerText)) {
    const so = words.findIndex((w, i) => w === 'so' && (i === 0 || BOUNDARY.has(words[i - 1]!) || i <= 3));
    if (so >= 0 && words.length - so >= 4) return original.slice(so).join(' ');
  }
  return null;
}
