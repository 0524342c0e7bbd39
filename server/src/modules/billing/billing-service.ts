import {
  FEATURE_UPGRADE_TEXT,
  MONEY_BACK_DAYS,
  planIncludes,
  type BillingOverview,
  type PlanFeature,
} from '@ringready/core/billing';
import { findPlan, planName, type Tier } from '@ringready/core/plans';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { SubscriptionChanges } from '../../providers/checkout/checkout-port.ts';
import { findUserSubscription, type SubscriptionRow, updateSubscription } from './billing-repository.ts';
import { presentOverview } from './billing-presenter.ts';
import {
  findFirstPayment,
  findRefundableInvoices,
  hasRefund,
  listInvoices,
  markRefunded,
} from './invoice-repository.ts';
import {
  currentPeriodEnd,
  effectiveStatus,
  effectiveTier,
  findActiveSubscription,
  hasEnded,
  pendingTier,
} from '../plans/index.ts';
import { findCard } from './payment-method-repository.ts';
import { recordProratedInvoice } from './proration.ts';

const DAY = 24 * 60 * 60 * 1000;

export const BILLING_TEXTS = {
  noSubscription: 'You have no active subscription. Please choose a plan on the sign-up page (/signup).',
  samePlan: 'You are already on this plan.',
  alreadyScheduled: 'This plan change is already scheduled for the end of your billing period.',
  notRefundable:
    `The money-back guarantee covers the first ${MONEY_BACK_DAYS} days after your first payment, so this ` +
    'cancellation cannot be refunded. You can still cancel at the end of your billing period.',
  nothingToResume: 'Your subscription is not set to cancel.',
  providerFailed: 'The payment provider did not answer. Please try again.',
} as const;

const price = (tier: Tier) => findPlan(tier)!.price;
/** Stripe's event times are whole seconds: our own writes use the same precision, so its echo still applies. */
const stateTime = (now: Date) => new Date(Math.floor(now.getTime() / 1000) * 1000);

/** Refused when a plan does not include the feature: 403 with the plan that does. */
export async function assertPlanFeature(
  ctx: AppContext,
  userId: string,
  feature: PlanFeature,
): Promise<void> {
  const now = ctx.now();
  const sub = await findActiveSubscription(ctx.db, userId, now);
  if (!planIncludes(sub ? effectiveTier(sub, now) : null, feature))
    throw forbidden(FEATURE_UPGRADE_TEXT[feature]);
}

/** The money-back guarantee: a paid plan, first paid within MONEY_BACK_DAYS days, never refunded. */
async function isRefundEligible(q: Queryable, row: SubscriptionRow, now: Date): Promise<boolean> {
  if (effectiveStatus(row, now) !== 'active') return false;
  const first = await findFirstPayment(q, row.userId);
  if (!first || first.status !== 'paid') return false;
  if (now.getTime() - first.invoiceCreatedAt.getTime() > MONEY_BACK_DAYS * DAY) return false;
  return !(await hasRefund(q, row.userId));
}

export async function billingOverview(
  ctx: AppContext,
  userId: string,
  q: Queryable = ctx.db,
): Promise<BillingOverview> {
  const now = ctx.now();
  const row = await findUserSubscription(q, userId);
  const refundEligible = row ? await isRefundEligible(q, row, now) : false;
  const card =
    row?.provider === 'local' && row.providerCustomerId && (await findCard(q, row.providerCustomerId));
  const paymentMethod = card
    ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
    : null;
  return presentOverview(row, await listInvoices(q, userId), { refundEligible, paymentMethod }, now);
}

/** The caller's plan, locked for the transaction; none, or one that has ended, is a 404. */
export async function lockLiveSubscription(tx: Tx, userId: string, now: Date): Promise<SubscriptionRow> {
  const row = await findUserSubscription(tx, userId, true);
  if (!row || hasEnded(row, now)) throw notFound(BILLING_TEXTS.noSubscription);
  return row;
}

/** Stripe's API for a subscription Stripe bills; undefined for the local checkout and manual plans. */
function providerOf(ctx: AppContext, row: SubscriptionRow): SubscriptionChanges | undefined {
  if (row.provider !== 'stripe' || !row.providerSubscriptionId) return undefined;
  if (!ctx.checkout.subscriptions) throw new HttpError(502, BILLING_TEXTS.providerFailed);
  return ctx.checkout.subscriptions;
}

export async function callProvider(ctx: AppContext, what: string, call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (err) {
    ctx.log.error({ err }, `payment provider: ${what} failed`);
    throw new HttpError(502, BILLING_TEXTS.providerFailed);
  }
}

/** Runs a change in one transaction on the locked subscription and answers the overview it leaves. */
export async function manage(
  ctx: AppContext,
  userId: string,
  change: (tx: Tx, row: SubscriptionRow, now: Date) => Promise<void>,
): Promise<BillingOverview> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await change(tx, await lockLiveSubscription(tx, userId, now), now);
    return billingOverview(ctx, userId, tx);
  });
}

/**
 * Upgrades apply at once and are prorated (Stripe prorates; the local checkout records an invoice for the
 * rest of the period); downgrades apply from the period's end. Choosing the current plan while a downgrade
 * waits keeps the current plan.
 */
export function changePlan(ctx: AppContext, userId: string, tier: Tier): Promise<BillingOverview> {
  return manage(ctx, userId, async (tx, row, now) => {
    const current = effectiveTier(row, now);
    const pending = pendingTier(row, now);
    const stripe = providerOf(ctx, row);
    const subId = row.providerSubscriptionId!;
    const noSchedule = { scheduledTier: null, scheduledTierAt: null };
    if (tier === current && !pending) throw badRequest(BILLING_TEXTS.samePlan);
    if (tier === pending) throw badRequest(BILLING_TEXTS.alreadyScheduled);
    // Stripe already bills a pending downgrade's price: back to the plan in use first
    if (stripe && pending)
      await callProvider(ctx, 'price change', () => stripe.changePrice(subId, current, false));
    if (tier === current) {
      await updateSubscription(tx, row.id, { tier: current, ...noSchedule }, now);
    } else if (price(tier) > price(current)) {
      if (stripe) await callProvider(ctx, 'upgrade', () => stripe.changePrice(subId, tier, true));
      else if (effectiveStatus(row, now) === 'active')
        await recordProratedInvoice(
          tx,
          row,
          (price(tier) - price(current)) * 100 * Math.max(1, row.seats),
          `Upgrade from ${planName(current)} to ${planName(tier)} (prorated)`,
          now,
        );
      await updateSubscription(
        tx,
        row.id,
        { tier, ...noSchedule, ...(stripe ? { providerStateAt: stateTime(now) } : {}) },
        now,
      );
    } else {
      if (stripe) await callProvider(ctx, 'downgrade', () => stripe.changePrice(subId, tier, false));
      const at = currentPeriodEnd(row, now);
      await updateSubscription(tx, row.id, { tier: current, scheduledTier: tier, scheduledTierAt: at }, now);
    }
  });
}

/**
 * Cancels at the period's end (undone by resume until then), dropping a pending downgrade. With `refund`,
 * inside the money-back guarantee, the payments are refunded and the plan ends at once; outside it the
 * request is refused.
 */
export function cancelSubscription(
  ctx: AppContext,
  userId: string,
  refund: boolean,
): Promise<BillingOverview> {
  return manage(ctx, userId, async (tx, row, now) => {
    const stripe = providerOf(ctx, row);
    const subId = row.providerSubscriptionId!;
    if (refund) {
      if (!(await isRefundEligible(tx, row, now))) throw badRequest(BILLING_TEXTS.notRefundable);
      const paid = await findRefundableInvoices(tx, row.userId);
      if (stripe) {
        for (const invoice of paid)
          await callProvider(ctx, 'refund', () =>
            stripe.refundInvoice(invoice.providerInvoiceId, invoice.providerPaymentId),
          );
        await callProvider(ctx, 'cancellation', () => stripe.cancelNow(subId));
      }
      await markRefunded(
        tx,
        paid.map((i) => i.id),
        now,
      );
      await updateSubscription(
        tx,
        row.id,
        {
          status: 'canceled',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: now,
          scheduledTier: null,
          scheduledTierAt: null,
          ...(stripe ? { providerStateAt: stateTime(now) } : {}),
        },
        now,
      );
      return;
    }
    if (row.cancelAtPeriodEnd) return;
    // the plan ends at the period's end, so a downgrade waiting for it never happens: it is dropped, and
    // Stripe (already pricing it) goes back to the plan in use, which a resume then renews
    const pending = pendingTier(row, now);
    const current = effectiveTier(row, now);
    if (stripe && pending)
      await callProvider(ctx, 'price change', () => stripe.changePrice(subId, current, false));
    if (stripe) await callProvider(ctx, 'cancellation', () => stripe.setCancelAtPeriodEnd(subId, true));
    const values = {
      cancelAtPeriodEnd: true,
      currentPeriodEnd: currentPeriodEnd(row, now),
      ...(pending ? { tier: current, scheduledTier: null, scheduledTierAt: null } : {}),
    };
    await updateSubscription(
      tx,
      row.id,
      { ...values, ...(stripe ? { providerStateAt: stateTime(now) } : {}) },
      now,
    );
  });
}

/** Undoes a pending cancellation before the period ends. */
export function resumeSubscription(ctx: AppContext, userId: string): Promise<BillingOverview> {
  return manage(ctx, userId, async (tx, row, now) => {
    if (!row.cancelAtPeriodEnd) throw badRequest(BILLING_TEXTS.nothingToResume);
    const stripe = providerOf(ctx, row);
    if (stripe)
      await callProvider(ctx, 'resume', () =>
        stripe.setCancelAtPeriodEnd(row.providerSubscriptionId!, false),
      );
    await updateSubscription(
      tx,
      row.id,
      { cancelAtPeriodEnd: false, ...(stripe ? { providerStateAt: stateTime(now) } : {}) },
      now,
    );
  });
}
