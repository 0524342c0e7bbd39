import { describe, expect, it } from 'vitest';
import { gradeScorecard } from './scorecard-check.ts';
import type { ScorecardCheck } from './team-scorecards.ts';

const CHECKS: ScorecardCheck[] = [
  { label: 'Asks about the budget', kind: 'asks_about', topic: 'budget', weight: 3 },
  { label: 'Asks about the lighting', kind: 'asks_about', topic: 'lighting in the barn', weight: 2 },
  { label: 'Offers the walk-through', kind: 'says', phrase: 'walk-through at the venue', weight: 2 },
  { label: 'No pressure', kind: 'avoids', phrase: 'pressure tactics', weight: 2 },
  { label: 'Never says cheap', kind: 'avoids', phrase: 'cheap', weight: 1 },
];
const card = { name: 'Barn calls', passMark: 70, checks: CHECKS };

describe('grading a call on a team scorecard', () => {
  it('passes each check on the salesperson’s own words and quotes them', () => {
    const turns = [
      'Hi, this is Jess from Bloom Studio, congratulations!',
      'What budget have you set aside for photography?',
      'How is the lighting inside the barn in October?',
      'I would love to do a walk-through at the venue with Rose next week.',
    ];
    const graded = gradeScorecard(card, turns);
    expect(graded).toMatchObject({ name: 'Barn calls', score: 100, passed: true, passMark: 70 });
    expect(graded.checks.map((c) => c.passed)).toEqual([true, true, true, true, true]);
    expect(graded.checks[0]!.evidence.join(' ')).toMatch(/budget/);
    expect(graded.checks[1]!.evidence.join(' ')).toMatch(/lighting/);
    expect(graded.checks[2]!.evidence).toEqual([turns[3]]);
    expect(graded.checks[3]!.evidence).toEqual([]);
  });

  it('fails what was missed or done, weighing each check', () => {
    const turns = [
      'Our packages start at 4,000, we are the best in Vermont.',
      'This price is only good until Friday, so you should book today.',
      'We are not cheap, but worth it.',
    ];
    const graded = gradeScorecard(card, turns);
    expect(graded.checks.map((c) => c.passed)).toEqual([false, false, false, false, false]);
    expect(graded.checks[4]!.evidence).toEqual([turns[2]]);
    expect(graded.checks[3]!.evidence.length).toBeGreaterThan(0);
    expect(graded).toMatchObject({ score: 0, passed: false });
  });

  it('scores the weight passed over the weight of all', () => {
    const graded = gradeScorecard(card, ['What budget do you have in mind?']);
    // budget (3) + no pressure (2) + never cheap (1) of 10
    expect(graded.score).toBe(60);
    expect(graded.passed).toBe(false);
  });
});
