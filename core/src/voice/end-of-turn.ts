/**
 * When the salesperson's turn ends, from the words heard so far and the silence after them. People
 * pause for breath in the middle of a thought ("the package I'd recommend for the two of you is …"):
 * a turn ends after a short silence only when its words make a finished thought (a question, a complete
 * statement); after words that leave the thought open (a trailing article, preposition, conjunction,
 * auxiliary verb or filler, or a comma) it waits longer for the rest.
 */

/** Silence that ends a turn whose words make a finished thought, ms. */
export const FINISHED_THOUGHT_SILENCE_MS = 400;
/** Silence that ends a turn whose words leave the thought open, ms. */
export const OPEN_THOUGHT_SILENCE_MS = 1500;

/** Words after which a sentence goes on ("for the", "and", "um", "it's", "would"). */
const OPEN_ENDINGS = new Set([
  // articles, determiners and possessives
  'a',
  'an',
  'the',
  'my',
  'your',
  'our',
  'their',
  'its',
  'this',
  'these',
  'those',
  'every',
  'some',
  'any',
  // conjunctions
  'and',
  'but',
  'or',
  'nor',
  'because',
  'cause',
  'if',
  'than',
  'whether',
  'while',
  'although',
  'though',
  'unless',
  'which',
  'whose',
  // prepositions
  'of',
  'for',
  'to',
  'with',
  'in',
  'on',
  'at',
  'from',
  'by',
  'about',
  'into',
  'onto',
  'over',
  'under',
  'between',
  'through',
  'during',
  'within',
  'without',
  'like',
  'per',
  'via',
  // auxiliaries and copulas
  'is',
  'are',
  'was',
  'were',
  'am',
  'be',
  'been',
  'being',
  'will',
  'would',
  'could',
  'should',
  'might',
  'must',
  'shall',
  'gonna',
  'wanna',
  'going',
  // subject with a verb contracted: the rest is still to come
  "i'm",
  "it's",
  "that's",
  "there's",
  "we're",
  "you're",
  "they're",
  "i'll",
  "we'll",
  "you'll",
  "i'd",
  "we'd",
  "you'd",
  "i've",
  "we've",
  "you've",
  // fillers
  'um',
  'umm',
  'uh',
  'uhm',
  'er',
  'erm',
  'ah',
]);

/** Whether the words so far make a finished thought (no words: nothing to wait for). */
export function isFinishedThought(text: string): boolean {
  const clean = text.trim().replace(/[’‘]/g, "'");
  if (!clean) return true;
  if (/\?["')\]]*$/.test(clean)) return true;
  // a comma, a dash or an ellipsis: more is coming
  if (/(,|;|:|-|—|–|\.\.\.|…)["')\]]*$/.test(clean)) return false;
  const last = /([\p{L}']+)[^\p{L}']*$/u
    .exec(clean)?.[1]
    ?.toLowerCase()
    .replace(/^'+|'+$/g, '');
  return !last || !OPEN_ENDINGS.has(last);
}

/** How long a silence after these words ends the turn, ms. */
export function endOfTurnSilenceMs(text: string): number {
  return isFinishedThought(text) ? FINISHED_THOUGHT_SILENCE_MS : OPEN_THOUGHT_SILENCE_MS;
}
