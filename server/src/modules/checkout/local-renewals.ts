import { findPlan, planName, type Tier } from '@ringready/core/plans';
import type { AppContext } from '../../context.ts';
import { findUserById } from '../users/index.ts';
import {
  findCard,
  findOpenInvoice,
  findSubscriptionByProviderId,
  listDueLocalSubscriptions,
  type SubscriptionRow,
} from '../billing/index.ts';
import {
  addMonth,
  invoiceObject,
  localEvent,
  type LocalSubscriptionState,
  subscriptionObject,
} from '../../providers/checkout/local/local-events.ts';
import { deliverLocalEvents } from './fulfilment-service.ts';
import { effectiveTier } from '../plans/index.ts';

/**
 * What Stripe's billing engine does for the subscriptions the local checkout sold, as the same events:
 * at a trial's or period's end the card on file is charged for the next month (the plan then in force,
 * times the seats) — paid, the period renews; declined, the subscription is past_due with an open invoice
 * until another card pays it, and is canceled after PAST_DUE_DAYS. A cancellation at the period's end
 * ends the subscription. Event ids are derived from the subscription and the period, so two processes
 * sweeping at once deliver each event once.
 */
export const PAST_DUE_DAYS = 14;
const DAY = 24 * 60 * 60 * 1000;
/** periods renewed per subscription in one sweep (an app that was down catches up period by period) */
const MAX_CATCH_UP = 24;
const stamp = (d: Date) => Math.floor(d.getTime() / 1000);

async function stateOf(ctx: AppContext, row: SubscriptionRow) {
  const user = await findUserById(ctx.db, row.userId);
  return {
    id: row.providerSubscriptionId!,
    customerId: row.providerCustomerId,
    email: user?.email ?? '',
    seats: row.seats,
  };
}

const billingUrl = (ctx: AppContext) => `${ctx.config.publicUrl}/settings/billing`;

/** The subscription's next step at `now`, delivered as events; false when nothing is due. */
async function advance(ctx: AppContext, row: SubscriptionRow, now: Date): Promise<boolean> {
  const base = await stateOf(ctx, row);
  const tier = row.tier as Tier;
  const end = row.currentPeriodEnd;
  const endEvent = (at: Date, key: string) =>
    localEvent(
      'customer.subscription.deleted',
      at,
      subscriptionObject({ ...base, tier, status: 'canceled', periodStart: row.periodAnchor, periodEnd: at }),
      `evt_local_end_${base.id}_${key}`,
    );
  const graceEnd = new Date(row.periodAnchor.getTime() + PAST_DUE_DAYS * DAY);
  if (row.status === 'past_due' && graceEnd <= now) {
    await deliverLocalEvents(ctx, [endEvent(graceEnd, `unpaid_${stamp(row.periodAnchor)}`)]);
    return false;
  }
  if (!end || end > now) return false;
  if (row.cancelAtPeriodEnd) {
    await deliverLocalEvents(ctx, [endEvent(end, `${stamp(end)}`)]);
    return false;
  }
  if (row.status === 'past_due') return false;
  const next: LocalSubscriptionState = {
    ...base,
    tier: effectiveTier(row, end),
    status: 'active',
    periodStart: end,
    periodEnd: addMonth(end),
  };
  const card = row.providerCustomerId ? await findCard(ctx.db, row.providerCustomerId) : undefined;
  const paid = card?.chargeOutcome !== 'declined';
  const invoice = invoiceObject({
    ...next,
    id: `in_local_${base.id}_${stamp(end)}`,
    subscriptionId: base.id,
    amount: findPlan(next.tier)!.price * 100 * Math.max(1, row.seats),
    description: `${planName(next.tier)} plan`,
    reason: 'subscription_cycle',
    created: end,
    paid,
    hostedUrl: billingUrl(ctx),
  });
  const key = `${base.id}_${stamp(end)}`;
  await deliverLocalEvents(ctx, [
    localEvent(paid ? 'invoice.paid' : 'invoice.payment_failed', end, invoice, `evt_local_inv_${key}`),
    localEvent(
      'customer.subscription.updated',
      end,
      subscriptionObject({ ...next, status: paid ? 'active' : 'past_due' }),
      `evt_local_sub_${key}`,
    ),
  ]);
  return paid;
}

/** One sweep over every local subscription with something due; one failure does not stop the others. */
export async function renewLocalSubscriptions(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const due = await listDueLocalSubscriptions(ctx.db, now, new Date(now.getTime() - PAST_DUE_DAYS * DAY));
  for (const first of due) {
    try {
      let row: SubscriptionRow | undefined = first;
      for (let i = 0; row && i < MAX_CATCH_UP && (await advance(ctx, row, now)); i++)
        row = await findSubscriptionByProviderId(ctx.db, first.providerSubscriptionId!);
    } catch (err) {
      ctx.log.error({ err, subscription: first.id }, 'local renewal failed');
    }
  }
}

/** Sweeps every `everyMs` (and once at start) while the app runs; returns the stop function. */
export function startLocalRenewals(ctx: AppContext, everyMs = 60_000): () => void {
  const sweep = () =>
    renewLocalSubscriptions(ctx).catch((err: unknown) =>
      ctx.log.error({ err }, 'local renewal sweep failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * A new card pays the subscription's open invoice at once (Stripe retries it when the payment method
 * changes); the invoice.paid event ends past_due. Nothing open, nothing charged.
 */
export async function retryOpenInvoice(ctx: AppContext, row: SubscriptionRow): Promise<void> {
  if (!row.providerSubscriptionId) return;
  const open = await findOpenInvoice(ctx.db, row.providerSubscriptionId);
  if (!open) return;
  const base = await stateOf(ctx, row);
  const now = ctx.now();
  const invoice = invoiceObject({
    ...base,
    id: open.providerInvoiceId,
    subscriptionId: base.id,
    amount: open.amount,
    description: open.description,
    reason: 'subscription_cycle',
    created: now,
    periodStart: row.periodAnchor,
    periodEnd: row.currentPeriodEnd ?? addMonth(row.periodAnchor),
    paid: true,
  });
  await deliverLocalEvents(ctx, [localEvent('invoice.paid', now, invoice)]);
}
