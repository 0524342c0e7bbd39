import { describe, expect, it } from 'vitest';
import { countWords } from '../analysis/text-utils.ts';
import type { BuyerId } from '../buyer-types.ts';
import { respondToSalesperson } from './buyer-engine.ts';
import { createConversation } from './buyer-state.ts';
import { PERSONAS } from './personas.ts';

const QUESTIONS = [
  'When is the wedding date?',
  'How many guests are you expecting?',
  'What budget have you set aside?',
  'Where is the wedding?',
  'What style are you going for?',
  'Who else is involved in the decision?',
  'What is most important to you?',
  'How did you two meet?',
];
const EMOTION =
  /\b(?:love|magical|dream\w*|feel|feels|heart|beautiful|gorgeous|fairy|butterflies|excited|exciting|favourite|gasp\w*|romantic|oh)\b/gi;
const FAMILY_WARMTH =
  /\b(?:mom|mum|mother|family|comfortable|kind|thank|grandma|together|talk it over|linda)\b/gi;

interface StyleStats {
  words: number;
  questions: number;
  emotion: number;
  warmth: number;
}

/** Averages over 8 topic answers × 30 seeds × the personas of one buyer type. */
function measure(type: BuyerId): StyleStats {
  const replies: string[] = [];
  for (const persona of PERSONAS.filter((p) => p.buyerType === type)) {
    for (let seed = 0; seed < 30; seed++) {
      for (const q of QUESTIONS)
        replies.push(respondToSalesperson(createConversation(persona, { seed: `${seed}-${q}` }), q).reply);
    }
  }
  const avg = (f: (r: string) => number) => replies.reduce((n, r) => n + f(r), 0) / replies.length;
  return {
    words: avg(countWords),
    questions: avg((r) => (r.match(/\?/g) ?? []).length),
    emotion: avg((r) => (r.match(EMOTION) ?? []).length),
    warmth: avg((r) => (r.match(FAMILY_WARMTH) ?? []).length),
  };
}

describe('buyer voice: the four buyer types sound measurably different', () => {
  const stats = Object.fromEntries(
    (['boss', 'analyzer', 'dreamer', 'relater'] as const).map((t) => [t, measure(t)]),
  ) as Record<BuyerId, StyleStats>;

  it('Boss replies are the shortest', () => {
    for (const other of ['analyzer', 'dreamer', 'relater'] as const)
      expect(stats.boss.words).toBeLessThan(stats[other].words * 0.75);
  });
  it('Dreamer replies are longer than Boss and carry the most emotional words', () => {
    expect(stats.dreamer.words).toBeGreaterThan(stats.boss.words * 1.5);
    for (const other of ['boss', 'analyzer', 'relater'] as const)
      expect(stats.dreamer.emotion).toBeGreaterThan(stats[other].emotion * 1.5);
  });
  it('Analyzer asks the most questions back', () => {
    for (const other of ['boss', 'dreamer', 'relater'] as const)
      expect(stats.analyzer.questions).toBeGreaterThan(stats[other].questions * 2);
  });
  it('Relater is the warmest and mentions family and comfort most', () => {
    for (const other of ['boss', 'analyzer', 'dreamer'] as const)
      expect(stats.relater.warmth).toBeGreaterThan(stats[other].warmth * 1.5);
  });
});
