import { describe, expect, it } from 'vitest';
import { billingStatus, planChange, renewalLine } from './billing';

const NOW = Date.parse('2026-01-10T12:00:00.000Z');

describe('billing rules', () => {
  it('names each status', () => {
    expect(billingStatus({ status: 'active', trialEndsAt: null }, NOW).label).toBe('Active');
    expect(billingStatus({ status: 'trialing', trialEndsAt: '2026-01-17T12:00:00.000Z' }, NOW).label).toBe(
      'Free trial — 7 days left',
    );
    expect(billingStatus({ status: 'past_due', trialEndsAt: null }, NOW).label).toBe('Payment failed');
    expect(billingStatus({ status: 'canceled', trialEndsAt: null }, NOW).label).toBe('Canceled');
  });

  it('renews, or ends when cancelled at the period end', () => {
    const base = { status: 'active' as const, currentPeriodEnd: '2026-02-15T12:00:00.000Z' };
    expect(renewalLine({ ...base, cancelAtPeriodEnd: false })).toMatch(/^Renews on .*2026/);
    expect(renewalLine({ ...base, cancelAtPeriodEnd: true })).toMatch(/^Ends on .*2026/);
    expect(renewalLine({ ...base, status: 'canceled', cancelAtPeriodEnd: false })).toBeNull();
  });

  it('orders plans by tier', () => {
    expect(planChange('tier2', 'tier3')).toBe('upgrade');
    expect(planChange('tier2', 'tier1')).toBe('downgrade');
    expect(planChange('tier2', 'tier2')).toBe('current');
  });
});
