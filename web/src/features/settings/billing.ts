/** Pure Settings → Billing rules: the status line, the renewal line and which way a plan change goes. */
import type { BillingOverview, Invoice } from '@ringready/core/billing';
import { planName, TIERS, type Tier } from '@ringready/core/plans';
import type { BadgeTone } from '../../components/ui/badge';
import { formatLongDate, formatTrialDaysLeft, trialDaysLeft } from '../../lib/subscription';

export function billingStatus(
  overview: Pick<BillingOverview, 'status' | 'trialEndsAt'>,
  now: number = Date.now(),
): { label: string; tone: BadgeTone } {
  switch (overview.status) {
    case 'trialing': {
      const days = trialDaysLeft(overview.trialEndsAt, now);
      return {
        label: days === null ? 'Free trial' : `Free trial — ${formatTrialDaysLeft(days)}`,
        tone: 'blue',
      };
    }
    case 'past_due':
      return { label: 'Payment failed', tone: 'red' };
    case 'canceled':
      return { label: 'Canceled', tone: 'neutral' };
    case 'active':
      return { label: 'Active', tone: 'green' };
    default:
      return { label: 'No plan', tone: 'outline' };
  }
}

/** 'Renews on …', or 'Ends on …' when the plan is set to end at the period's end. */
export function renewalLine(
  overview: Pick<BillingOverview, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
) {
  const date = formatLongDate(overview.currentPeriodEnd);
  if (!date || overview.status === 'canceled') return null;
  return overview.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}

/**
 * 'Changes to … on …' for a downgrade waiting for the period's end; none when the plan ends then anyway
 * (a cancellation drops the downgrade, so the plan never changes).
 */
export function scheduledChangeLine(
  overview: Pick<BillingOverview, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'scheduledTier'>,
) {
  const date = formatLongDate(overview.currentPeriodEnd);
  if (!overview.scheduledTier || !date || overview.cancelAtPeriodEnd || overview.status === 'canceled')
    return null;
  return `Changes to ${planName(overview.scheduledTier)} on ${date}`;
}

export type PlanChange = 'current' | 'upgrade' | 'downgrade';

/** Plans are ordered by price (TIERS); a higher one is an upgrade. */
export function planChange(current: Tier, target: Tier): PlanChange {
  const diff = TIERS.indexOf(target) - TIERS.indexOf(current);
  return diff === 0 ? 'current' : diff > 0 ? 'upgrade' : 'downgrade';
}

export const INVOICE_STATUS: Record<Invoice['status'], { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'green' },
  open: { label: 'Unpaid', tone: 'yellow' },
  refunded: { label: 'Refunded', tone: 'blue' },
  void: { label: 'Void', tone: 'neutral' },
};
