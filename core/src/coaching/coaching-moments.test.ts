import { describe, expect, it } from 'vitest';
import { describeMisses, scoreMoments } from './coaching-moment-score.ts';
import { MOMENTS_A } from './coaching-moments-a.fixture.ts';
import { MOMENTS_B } from './coaching-moments-b.fixture.ts';

describe('live coaching on 40 consultation moments', () => {
  it('puts the hint a good coach gives first, and no hint that contradicts the moment', () => {
    const score = scoreMoments([...MOMENTS_A, ...MOMENTS_B]);
    console.info(
      `top hint ${score.topCorrect}/${score.total}, wrong hint shown ${score.withWrongHint}/${score.total}, ` +
        `expected hint in list ${score.expectedShown}/${score.total}\n` +
        describeMisses(score),
    );
    expect(score.total).toBe(40);
    expect(score.topCorrect / score.total).toBeGreaterThanOrEqual(0.9);
    expect(score.withWrongHint / score.total).toBeLessThanOrEqual(0.05);
  });
});
