import { describe, expect, it } from 'vitest';
import { describeMisses, scoreMoments } from './coaching-moment-score.ts';
import { MOMENTS_HELD_OUT } from './coaching-moments-held-out.fixture.ts';

describe('live coaching on 15 held-out consultation moments', () => {
  it('puts the hint a good coach gives first on moments the rules were not tuned on', () => {
    const score = scoreMoments(MOMENTS_HELD_OUT);
    console.info(
      `held-out: top hint ${score.topCorrect}/${score.total}, ` +
        `wrong hint shown ${score.withWrongHint}/${score.total}\n` +
        describeMisses(score),
    );
    expect(score.total).toBe(15);
    expect(score.topCorrect / score.total).toBeGreaterThanOrEqual(0.8);
    expect(score.withWrongHint / score.total).toBeLessThanOrEqual(0.1);
  });
});
