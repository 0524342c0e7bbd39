import { describe, expect, it } from 'vitest';
import { planLimits, planName, PLANS } from './plans.ts';
import {
  ANALYSIS_LIMIT_MESSAGE,
  billingPeriod,
  checkAnalysisAllowed,
  checkPracticeAllowed,
  NO_SUBSCRIPTION_MESSAGE,
  practiceTimeWarning,
  toMinutes,
} from './usage.ts';

describe('plans', () => {
  it('has the three plans of the spec with their limits', () => {
    expect(PLANS.map((p) => [p.id, p.name, p.price, p.minutesLimit, p.analysesLimit])).toEqual([
      ['tier1', 'Essential', 95, 60, 3],
      ['tier2', 'Professional', 195, 300, 10],
      ['tier3', 'Master', 395, 'Unlimited', 25],
    ]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['tier2']);
    expect(planLimits('tier3')).toEqual({ practiceMinutesLimit: -1, realCallAnalysesLimit: 25 });
    expect(planName('tier9')).toBe('Unknown');
  });
});

describe('limit checks', () => {
  const limits = { practiceMinutesLimit: 60, realCallAnalysesLimit: 3 };
  it('allows analyses below the limit and blocks at it', () => {
    expect(checkAnalysisAllowed(limits, { practiceMinutesUsed: 0, realCallAnalysesUsed: 2 })).toEqual({
      allowed: true,
      remaining: 1,
    });
    expect(checkAnalysisAllowed(limits, { practiceMinutesUsed: 0, realCallAnalysesUsed: 3 })).toEqual({
      allowed: false,
      message: ANALYSIS_LIMIT_MESSAGE,
    });
  });
  it('allows with a subscription but no usage record, refuses without a subscription', () => {
    expect(checkAnalysisAllowed(limits, null).allowed).toBe(true);
    expect(checkAnalysisAllowed(null, null)).toEqual({ allowed: false, message: NO_SUBSCRIPTION_MESSAGE });
  });
  it('counts practice in seconds and treats -1 as unlimited', () => {
    expect(checkPracticeAllowed(limits, { practiceMinutesUsed: 3590, realCallAnalysesUsed: 0 })).toEqual({
      allowed: true,
      remaining: 10,
    });
    expect(checkPracticeAllowed(limits, { practiceMinutesUsed: 3600, realCallAnalysesUsed: 0 }).allowed).toBe(
      false,
    );
    expect(
      checkPracticeAllowed(
        { ...limits, practiceMinutesLimit: -1 },
        { practiceMinutesUsed: 1e9, realCallAnalysesUsed: 0 },
      ).allowed,
    ).toBe(true);
  });
  it('shows seconds as rounded minutes', () => {
    expect([0, 29, 30, 89, 90].map(toMinutes)).toEqual([0, 0, 1, 1, 2]);
  });
});

describe('billing period', () => {
  const anchor = new Date('2026-01-31T10:00:00Z');
  it('is the monthly period anchored at the subscription start that contains now', () => {
    expect(billingPeriod(anchor, new Date('2026-02-10T00:00:00Z'))).toEqual({
      start: new Date('2026-01-31T10:00:00Z'),
      end: new Date('2026-02-28T10:00:00Z'),
    });
    expect(billingPeriod(anchor, new Date('2026-03-01T00:00:00Z')).start).toEqual(
      new Date('2026-02-28T10:00:00Z'),
    );
    expect(billingPeriod(anchor, new Date('2026-03-31T09:00:00Z')).start).toEqual(
      new Date('2026-02-28T10:00:00Z'),
    );
    expect(billingPeriod(anchor, new Date('2026-03-31T11:00:00Z')).start).toEqual(
      new Date('2026-03-31T10:00:00Z'),
    );
  });
  it('starts at the anchor in the first month', () => {
    expect(billingPeriod(anchor, anchor).start).toEqual(anchor);
  });
});

describe('practiceTimeWarning', () => {
  it('rounds up to whole minutes, at least one, singular or plural', () => {
    expect(practiceTimeWarning(2)).toBe('About 1 practice minute left on your plan.');
    expect(practiceTimeWarning(60)).toBe('About 1 practice minute left on your plan.');
    expect(practiceTimeWarning(61)).toBe('About 2 practice minutes left on your plan.');
    expect(practiceTimeWarning(0)).toBe('About 1 practice minute left on your plan.');
  });
});
