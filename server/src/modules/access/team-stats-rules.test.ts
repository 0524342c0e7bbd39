import { describe, expect, it } from 'vitest';
import {
  favouriteBuyer,
  improvementRate,
  monthKey,
  monthStart,
  percentOf,
  pointsChange,
  roundedMean,
  splitSkills,
} from './team-stats-rules.ts';

describe('team figure rules', () => {
  it('rounds means and shares, and has none without data', () => {
    expect(roundedMean(0, 0)).toBeNull();
    expect(roundedMean(125, 2)).toBe(63);
    expect(roundedMean(185, 3)).toBe(62);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBeNull();
  });

  it('measures improvement as the percent change of the later mean over the earlier one', () => {
    expect(improvementRate(50, 70)).toBe(40);
    expect(improvementRate(80, 60)).toBe(-25);
    expect(improvementRate(null, 70)).toBeNull();
    expect(improvementRate(50, null)).toBeNull();
    expect(improvementRate(0, 40)).toBeNull();
  });

  it('counts a change in points between the rounded values', () => {
    expect(pointsChange(75.4, 70.6)).toBe(4);
    expect(pointsChange(null, 70)).toBeNull();
    expect(pointsChange(70, null)).toBeNull();
  });

  it('splits skill areas at 70%: strongest three first, weakest three first, ties by name', () => {
    const skills = [
      { skill: 'Rapport', percent: 90 },
      { skill: 'Closing', percent: 30 },
      { skill: 'Discovery', percent: 70 },
      { skill: 'Listening', percent: 69.99 },
      { skill: 'Adaptation', percent: 90 },
      { skill: 'Value', percent: 95 },
      { skill: 'Questions', percent: 10 },
      { skill: 'Objections', percent: 30 },
    ];
    expect(splitSkills(skills)).toEqual({
      strengths: ['Value', 'Adaptation', 'Rapport'],
      needsWork: ['Questions', 'Closing', 'Objections'],
    });
    expect(splitSkills([])).toEqual({ strengths: [], needsWork: [] });
  });

  it('names the buyer type practised most, the latest on a tie, and ignores unknown ones', () => {
    expect(favouriteBuyer([])).toBeNull();
    expect(
      favouriteBuyer([
        { buyerType: 'boss', sessions: 3, latest: 1 },
        { buyerType: 'dreamer', sessions: 3, latest: 5 },
        { buyerType: 'robot', sessions: 9, latest: 9 },
      ]),
    ).toBe('Dreamer');
  });

  it('works in UTC calendar months', () => {
    const now = new Date('2025-03-31T23:30:00-05:00'); // already April in UTC
    expect(monthKey(monthStart(now))).toBe('2025-04');
    expect(monthStart(now, -4).toISOString()).toBe('2024-12-01T00:00:00.000Z');
    expect(monthKey(monthStart(new Date('2025-01-15T00:00:00Z'), -1))).toBe('2024-12');
  });
});
