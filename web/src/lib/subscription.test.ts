import { describe, expect, it } from 'vitest';
import { currentTier, formatMoney, formatTrialDaysLeft, isPlanEnded, trialDaysLeft } from './subscription';

const NOW = Date.parse('2026-01-10T12:00:00.000Z');

describe('subscription helpers', () => {
  it('counts trial days left, rounded up, never below 0', () => {
    expect(trialDaysLeft('2026-01-15T12:00:00.000Z', NOW)).toBe(5);
    expect(trialDaysLeft('2026-01-10T13:00:00.000Z', NOW)).toBe(1);
    expect(trialDaysLeft('2026-01-01T00:00:00.000Z', NOW)).toBe(0);
    expect(trialDaysLeft(null, NOW)).toBeNull();
    expect(trialDaysLeft('nope', NOW)).toBeNull();
    expect(formatTrialDaysLeft(1)).toBe('1 day left');
    expect(formatTrialDaysLeft(5)).toBe('5 days left');
  });

  it('gives no tier once the plan has ended', () => {
    expect(currentTier({ tier: 'tier1', status: 'active' })).toBe('tier1');
    expect(currentTier({ tier: 'tier2', status: 'past_due' })).toBe('tier2');
    expect(currentTier({ tier: 'tier2', status: 'canceled' })).toBeNull();
    expect(currentTier({ tier: 'gold', status: 'active' })).toBeNull();
    expect(currentTier(null)).toBeNull();
    expect(isPlanEnded(null)).toBe(true);
    expect(isPlanEnded({ status: 'trialing' })).toBe(false);
  });

  it('formats cents as money', () => {
    expect(formatMoney(19500, 'usd')).toMatch(/195\.00/);
    expect(formatMoney(19500, 'usd')).toMatch(/\$/);
  });
});
