/**
 * Word lists turned back into the patterns they came from: each entry is one alternative (a phrase, with any
 * optional letters written as the pattern wrote them), joined in list order so the first listed wins a tie.
 */

/** `before(?:a|b|…)after`: by default the alternatives sit between word boundaries. */
export function wordSource(
  words: readonly string[],
  before = String.raw`\b`,
  after = String.raw`\b`,
): string {
  return `${before}(?:${words.join('|')})${after}`;
}

/** `(?:a|b|…)` with no boundaries: one slot of a longer phrase ("after the ${anyOf(DAY_WORDS)}"). */
export function anyOf(words: readonly string[]): string {
  return wordSource(words, '', '');
}

/** The pattern `wordSource` writes, compiled with `flags`. */
export function wordRegExp(
  words: readonly string[],
  flags: string,
  before = String.raw`\b`,
  after = String.raw`\b`,
): RegExp {
  return new RegExp(wordSource(words, before, after), flags);
}

/** `a|b|…`: each alternative carries its own boundaries. */
export function eitherRegExp(alternatives: readonly string[], flags: string): RegExp {
  return new RegExp(alternatives.join('|'), flags);
}
