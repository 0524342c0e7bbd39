import { describe, expect, it } from 'vitest';
import { describeMisses, scoreMoments, suggestForMoment } from './coaching-moment-score.ts';
import { MOMENTS_A } from './coaching-moments-a.fixture.ts';
import { MOMENTS_B } from './coaching-moments-b.fixture.ts';
import { MOMENTS_FAULTS } from './coaching-moments-faults.fixture.ts';
import { MOMENTS_HELD_OUT } from './coaching-moments-held-out.fixture.ts';

describe("live coaching on the salesperson's own faults and on moments where the advice is already done", () => {
  it('names the fault as it happens, and never suggests what was just done', () => {
    const score = scoreMoments(MOMENTS_FAULTS);
    console.info(
      `faults and already-done: top hint ${score.topCorrect}/${score.total}, ` +
        `wrong hint shown ${score.withWrongHint}/${score.total}\n${describeMisses(score)}`,
    );
    expect(score.total).toBe(MOMENTS_FAULTS.length);
    expect(score.topCorrect / score.total).toBeGreaterThanOrEqual(0.9);
    expect(score.withWrongHint).toBe(0);
  });

  it('does not say "offer two clear options" right after two options were offered', () => {
    const twoOptions = MOMENTS_FAULTS.find((m) => m.id === 'done-two-options')!;
    const actions = suggestForMoment(twoOptions).map((s) => s.action);
    expect(actions.join(' ')).not.toMatch(/two (?:clear )?options/i);
  });

  it('coaches on at least 50 moments in all', () => {
    expect(
      MOMENTS_A.length + MOMENTS_B.length + MOMENTS_HELD_OUT.length + MOMENTS_FAULTS.length,
    ).toBeGreaterThanOrEqual(50);
  });
});
