/** The options of an either-or: whether a text names one, and whether the buyer just asked what separates them. */
import type { Turn } from '../engine-turn.ts';

/** The buyer's last words asked what separates these same options. */
export function askedDifference(turn: Turn, options: readonly string[]): boolean {
  const last = turn.s.lastBuyerText;
  return turn.s.conv.moves.at(-1) === 'ask-difference' && options.every((o) => namesAnOption(last, [o]));
}

/** Words of an option that do not tell it apart ("a civil thing", "the linen one"). */
const FILLER_WORDS = [
  'thing',
  'one',
  'the',
  'wedding',
  'like',
  'kind',
  'sort',
  'more',
  'just',
  'with',
  'your',
];

/** The text names an option, whole or by one of its own words ("Civil, short" names "a civil thing"). */
export function namesAnOption(text: string, options: readonly string[]): boolean {
  const words = text.toLowerCase().split(/[^a-z0-9-]+/);
  return options.some((o) => {
    const option = o.toLowerCase();
    if (text.toLowerCase().includes(option)) return true;
    return option.split(/\s+/).some((w) => w.length >= 4 && !FILLER_WORDS.includes(w) && words.includes(w));
  });
}
