/** Word counting and sentence splitting: defined once, used by the analyzer and the eval labels. */

const WORD = /[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(WORD)) n++;
  return n;
}

export function tokenizeWords(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(WORD), (m) => m[0].replace(/’/g, "'"));
}

const ABBREVIATIONS = /\b(?:Mr|Mrs|Ms|Dr|St|vs|etc|approx|e\.g|i\.e|Jr|Sr|No)\.$/i;
const MERIDIEM = /\b[ap]\.m\.$/i;

/**
 * Splits text into sentences, keeping their final punctuation. A part ending in an abbreviation joins the
 * next one; the abbreviation is looked for in that part only, where the sentence so far ends.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let current = '';
  const parts = text.split(/(?<=[.?!…]["”')\]]?)\s+/u);
  for (const [i, part] of parts.entries()) {
    current = current ? `${current} ${part}` : part;
    if (ABBREVIATIONS.test(part)) continue;
    // "Thursday at 7 p.m. or Saturday": a time's "p.m." ends no sentence when the next word is lower case
    if (MERIDIEM.test(part) && /^\p{Ll}/u.test(parts[i + 1] ?? '')) continue;
    if (current.trim()) out.push(current.trim());
    current = '';
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

export function normalizeText(text: string): string {
  return tokenizeWords(text).join(' ');
}

export function truncateText(text: string, max = 180): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A count with its noun in the right number: "1 time", "3 times", "1 clarifying question". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
