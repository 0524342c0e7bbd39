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

/** Words an option label cannot end on: it was cut from a clause ("go straight to a", "person first and"). */
const DANGLING = [
  'a',
  'an',
  'the',
  'to',
  'of',
  'for',
  'with',
  'and',
  'or',
  'your',
  'our',
  'my',
  'in',
  'on',
  'at',
];
/** Labels that are no thing to choose, only a fragment of the question ("after", "decide together", "you"). */
const FRAGMENT =
  /^(?:before|after|together|you|me|us|them|it|that|this|both|either|decide(?: together)?|bringing|just)$/i;

/** A label said back reads as a thing: not cut off mid-phrase, not a lone pronoun or time word. */
export function clearLabel(option: string): boolean {
  const words = option.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 || FRAGMENT.test(option.trim())) return false;
  if (/^\$?\d[\d,.]*$/.test(option.trim()) && option.replace(/\D/g, '').length < 3) return false;
  return !DANGLING.includes(words[words.length - 1]!) && !words.includes('you');
}

/** The options as the buyer names them: a label cut from a clause is said as "the first one" / "the second one". */
export function optionLabels(options: readonly string[]): string[] {
  const labels = options.map((o) => o.trim());
  return labels.every(clearLabel) ? labels : ['the first one', 'the second one'];
}

/**
 * An either-or about the couple's own plans or facts ("is your venue doing the bar or are you bringing your
 * own?", "is that a welcome event on the 13th, or the day split in two?"), not two things on offer to choose.
 */
export function asksAboutOwnPlans(text: string): boolean {
  const t = text.toLowerCase();
  const prefers =
    /\b(?:would you (?:like|prefer|rather|want)|do you (?:want|prefer|like)|would you|should (?:we|i)|shall (?:we|i)|you'd (?:like|prefer|rather)|are you (?:thinking|leaning|going for|after|looking at|picturing|imagining|feeling))\b/;
  const own =
    /\b(?:is your|are your|are you|is it|is that|is there|do you have|will you be|have you|when you say|is the (?:wedding|ceremony|reception|venue))\b/;
  return own.test(t) && !prefers.test(t);
}
