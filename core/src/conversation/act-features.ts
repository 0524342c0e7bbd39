/**
 * The features the act classifier reads from one clause: word stems (NLP.js's English stemmer), pairs of
 * stems, the first two stems (the form of a question), and marks for what the exact readers found (money, a
 * time, named options, a question mark, the buyer having just asked something). The same code builds the
 * training examples and reads a turn, so the two never drift apart.
 */
import { StemmerEn } from './nlpjs.ts';

/** Bump when the features change: the model records it, so a model trained on other features is stale. */
export const FEATURES_VERSION = 'features-2';

const stemmer = new StemmerEn();
const cache = new Map<string, string>();

function stem(word: string): string {
  let s = cache.get(word);
  if (s === undefined) {
    s = /^\d/.test(word) ? '#num' : stemmer.stemWord(word);
    if (cache.size < 20_000) cache.set(word, s);
  }
  return s;
}

/** Words as the classifier sees them: lower case, apostrophes dropped ("what's" → "whats"), numbers kept. */
export function clauseWords(clause: string): string[] {
  return (
    clause
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[a-z]+|\d[\d,.]*/g) ?? []
  );
}

export interface FeatureMarks {
  money?: boolean;
  time?: boolean;
  options?: boolean;
  buyerAsked?: boolean;
  /** the clause's place in the turn: first, or after another */
  first?: boolean;
}

export function clauseFeatures(clause: string, marks: FeatureMarks = {}): Record<string, number> {
  const stems = clauseWords(clause).slice(0, 60).map(stem);
  const f: Record<string, number> = {};
  for (const s of stems) f[s] = 1;
  for (let i = 1; i < stems.length; i++) f[`${stems[i - 1]}_${stems[i]}`] = 1;
  if (stems[0]) f[`^${stems[0]}`] = 1;
  if (stems[1]) f[`^${stems[0]}_${stems[1]}`] = 1;
  if (/\?\s*$/.test(clause)) f['#q'] = 1;
  // "A or B", not "or not", "or something"
  if (/\bor\s+(?!not|no|something|anything|whatever|so)\w/i.test(clause)) f['#or'] = 1;
  if (marks.money) f['#money'] = 1;
  if (marks.time) f['#time'] = 1;
  if (marks.options) f['#options'] = 1;
  if (marks.buyerAsked) f['#asked'] = 1;
  if (marks.first) f['#first'] = 1;
  return f;
}
