/**
 * A salesperson who talks on and on gets interrupted, as people do: once a spoken turn has run past its
 * buyer type's limit (45 s; a Boss 25 s) and the salesperson is still talking, the buyer cuts in with a
 * short line in character. The words said so far become the salesperson's turn and the cut-in the
 * buyer's answer; whatever the salesperson says after it is their next turn.
 */
import type { BuyerId } from '../buyer-types.ts';

/** How long a spoken salesperson turn may run (pauses included) before the buyer cuts in, by buyer type. */
export const MONOLOGUE_LIMIT_MS: Readonly<Record<BuyerId, number>> = {
  boss: 25_000,
  analyzer: 45_000,
  dreamer: 45_000,
  relater: 45_000,
};

/** What each buyer type cuts in with: a Boss the price, an Analyzer the facts, a Dreamer the day, a Relater a pause. */
export const INTERJECTIONS: Readonly<Record<BuyerId, readonly string[]>> = {
  boss: [
    "Sorry to jump in — what's the price?",
    "Let me stop you there. What's the bottom line?",
    'Hang on. Is the date free, and what does it cost?',
  ],
  analyzer: [
    'Sorry to interrupt — what exactly is included, and what does it cost?',
    'Can I stop you there? How does that compare with your other packages?',
    "Sorry, just so I follow: what's in it, and what isn't?",
  ],
  dreamer: [
    'Oh, sorry to jump in — what would that look like on our day?',
    "Wait, sorry — what's the part you think we'd love most?",
    'Sorry, I got carried away picturing it. Can you show us an example?',
  ],
  relater: [
    "Sorry to interrupt — that's a lot at once. What would you suggest?",
    "Can I stop you a second? I'm not sure I followed all that.",
    "Sorry — could we slow down a little? What's the most important part?",
  ],
};

/** The salesperson's spoken turn so far, as the live conversation measures it from the audio. */
export interface MonologueTurn {
  /** audio since the turn's first words, pauses included, ms */
  elapsedMs: number;
  /** the salesperson is talking now (not in a pause between utterances) */
  speaking: boolean;
}

/**
 * The buyer cuts in when the turn has run past the limit and the salesperson is still talking (a pause,
 * or the silence that ends the turn, is the buyer's moment to answer instead). A cut-in ends the turn:
 * the words after it are a new one, measured afresh.
 */
export function shouldCutIn(turn: MonologueTurn, limitMs: number): boolean {
  return turn.speaking && turn.elapsedMs >= limitMs;
}

/** The buyer's `count`th cut-in of a call (from 0): a buyer who cuts in again says something new. */
export function interjection(buyer: BuyerId, count: number): string {
  const lines = INTERJECTIONS[buyer];
  return lines[count % lines.length]!;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');

/**
 * The words of an utterance's transcript after those already sent as a turn when the buyer cut in:
 * the sent words when the transcript begins with them (punctuation and case aside), else as many words
 * as were sent (the recogniser may have revised a word of the partial transcript since).
 */
export function wordsAfter(sent: string, text: string): string {
  const before = words(sent);
  const all = words(text);
  const same = before.every((w, i) => all[i] !== undefined && bare(all[i]) === bare(w));
  return all.slice(same ? before.length : Math.min(before.length, all.length)).join(' ');
}
