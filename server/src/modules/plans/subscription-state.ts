import type { SubscriptionStatus } from '@ringready/core/checkout';
import type { Tier } from '@ringready/core/plans';
import { billingPeriod } from '@ringready/core/usage';
import type { subscriptions } from '../../db/schema.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * A subscription's state at a moment, derived from its row: a cancellation at the period's end has ended
 * the plan once that end has passed, and a scheduled downgrade is the plan from its start on. So neither
 * needs a job or the provider's late event to take effect.
 */

/** A pending cancellation whose period end has passed: the plan is over. */
export function hasEnded(row: SubscriptionRow, now: Date): boolean {
  return (
    row.status === 'canceled' ||
    (row.cancelAtPeriodEnd && !!row.currentPeriodEnd && row.currentPeriodEnd <= now)
  );
}

export function effectiveStatus(row: SubscriptionRow, now: Date): SubscriptionStatus {
  return hasEnded(row, now) ? 'canceled' : (row.status as SubscriptionStatus);
}

/** The plan in use: the scheduled tier once its start has passed. */
export function effectiveTier(row: SubscriptionRow, now: Date): Tier {
  const due = row.scheduledTier && row.scheduledTierAt && row.scheduledTierAt <= now;
  return (due ? row.scheduledTier : row.tier) as Tier;
}

/** A downgrade still waiting for its start. */
export function pendingTier(row: SubscriptionRow, now: Date): Tier | null {
  return row.scheduledTier && row.scheduledTierAt && row.scheduledTierAt > now
    ? (row.scheduledTier as Tier)
    : null;
}

/**
 * When the current period (or trial) ends. Stripe reports it, and the local checkout's renewals record it;
 * manual plans renew monthly from the anchor. A pending cancellation keeps the end it was made for; a
 * local period whose renewal is not yet recorded reads as the anchor's monthly period.
 */
export function currentPeriodEnd(row: SubscriptionRow, now: Date): Date {
  const reported =
    row.provider === 'stripe' ||
    row.status === 'trialing' ||
    row.cancelAtPeriodEnd ||
    (row.provider === 'local' && !!row.currentPeriodEnd && row.currentPeriodEnd > now);
  if (reported && row.currentPeriodEnd) return row.currentPeriodEnd;
  return billingPeriod(row.periodAnchor, now).end;
}

/** The current period's start for the local checkout and manual plans (monthly from the anchor). */
export function currentPeriodStart(row: SubscriptionRow, now: Date): Date {
  return billingPeriod(row.periodAnchor, now).start;
}
