/** The current user's subscription as billing sees it: plan state, trial days and where to manage it. */
import type { Subscription } from '@ringready/core/api';
import { cardName, type PaymentMethod } from '@ringready/core/billing';
import type { SubscriptionBilling } from '@ringready/core/checkout';
import { TIERS, type Tier } from '@ringready/core/plans';

/** GET /api/user's subscription, with the billing fields the server adds. */
export type BillingSubscription = Subscription & Partial<SubscriptionBilling>;

/** Settings → Billing. */
export const BILLING_PATH = '/settings/billing';
/** The plans page, where someone without a plan chooses one. */
export const PLANS_PATH = '/signup';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left in a trial, rounded up (a trial ending later today is 1 day); null without a valid date. */
export function trialDaysLeft(
  trialEndsAt: string | null | undefined,
  now: number = Date.now(),
): number | null {
  if (!trialEndsAt) return null;
  const end = Date.parse(trialEndsAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

export function formatTrialDaysLeft(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

/** A plan that has ended (no subscription, or a canceled one) gives no plan features. */
export function isPlanEnded(subscription: Pick<Subscription, 'status'> | null | undefined): boolean {
  return !subscription || subscription.status === 'canceled';
}

/** The tier whose features the user has now: none once the plan has ended. */
export function currentTier(
  subscription: Pick<Subscription, 'tier' | 'status'> | null | undefined,
): Tier | null {
  if (!subscription || isPlanEnded(subscription)) return null;
  return (TIERS as readonly string[]).includes(subscription.tier) ? (subscription.tier as Tier) : null;
}

/** 'February 1, 2026' in the user's locale; '' for an invalid date. */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Cents as money in the invoice's currency, e.g. 19500 USD → '$195.00'. */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
      cents / 100,
    );
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** 'Visa ending 4242 · expires 12/2040' */
export function cardLine(card: PaymentMethod): string {
  return `${cardName(card)} · expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}
