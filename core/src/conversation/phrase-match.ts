/**
 * Phrase lists turned into matchers: a phrase matches on word boundaries, case-insensitively, with any
 * spacing between its words, and an apostrophe in it may be left out ("dont" for "don't").
 */

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function phraseSource(phrase: string): string {
  return escape(phrase.toLowerCase().trim()).replace(/'/g, "'?").replace(/\s+/g, '\\s+');
}

/** One regular expression for a list: any phrase, on word boundaries, the longest first. */
export function phraseRegExp(phrases: readonly string[], atStart = false): RegExp {
  const alternatives = [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map(phraseSource)
    .join('|');
  const lead = atStart ? '^(?:(?:so|and|oh|well|okay|ok|yeah|right|alright|um|uh)[,\\s]+)*' : "(?<![\\w'])";
  return new RegExp(`${lead}(?:${alternatives})(?![\\w'])`, 'i');
}

/** Text as the matchers read it: curly apostrophes straightened. */
export const plainQuotes = (text: string): string => text.replace(/[’‘]/g, "'");
