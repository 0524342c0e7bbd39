import { planName, type Tier } from '@ringready/core/plans';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { RecordEvent } from '../../lib/domain-events.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { BillingEvent, CheckoutSessionInfo } from '../../providers/checkout/checkout-port.ts';
import {
  readCharge,
  readCheckoutSession,
  readInvoice,
  readSubscription,
  type SubscriptionInfo,
} from '../../providers/checkout/stripe-objects.ts';
import { issueToken } from '../auth/index.ts';
import { findUserByEmail, findUserById, insertUser } from '../users/index.ts';
import {
  claimInvoices,
  findSubscriptionByProviderId,
  lockCheckoutEmail,
  recordBillingEvent,
  recordInvoice,
  recordRefund,
  type SubscriptionRow,
  updateSubscription,
  upsertUserSubscription,
} from '../billing/index.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The welcome e-mail's set-password link (a password-reset token) stays valid this long. */
export const WELCOME_LINK_DAYS = 7;
/** An account made by checkout has no password until its owner sets one; no password verifies against this. */
const NO_PASSWORD = '!unset';
export const INVALID_SIGNATURE = 'Invalid webhook signature';

interface Work {
  tx: Tx;
  ctx: AppContext;
  /** when the event happened: the order of subscription states */
  at: Date;
  /** records the domain events of the fulfilment (their e-mails go out after commit) */
  record: RecordEvent;
}

/** Verifies a webhook delivery's signature and fulfils it; a forged or unsigned one is a 400 that changes nothing. */
export async function receiveWebhook(ctx: AppContext, payload: Buffer | string, signature: unknown) {
  let event: BillingEvent;
  try {
    event = await ctx.checkout.verifyEvent(payload, signature);
  } catch {
    throw badRequest(INVALID_SIGNATURE);
  }
  await fulfilEvent(ctx, event);
}

/**
 * The local checkout's events (what Stripe would send for the subscriptions it sold), signed with its
 * webhook secret and fulfilled as the webhook would: the same verification, the same path.
 */
export async function deliverLocalEvents(ctx: AppContext, events: BillingEvent[]): Promise<void> {
  if (!ctx.localPayments) throw new Error('local events without the local checkout');
  for (const event of events) {
    const payload = JSON.stringify(event);
    await receiveWebhook(ctx, payload, await ctx.localPayments.signEvent(payload));
  }
}

/**
 * The one fulfilment path of Stripe's webhook and the local checkout. The event is recorded by id in the
 * same transaction as its effects, so a replay or a concurrent second delivery does nothing.
 */
export async function fulfilEvent(ctx: AppContext, event: BillingEvent): Promise<void> {
  const at = new Date(event.created * 1000);
  await ctx.events.transaction(ctx.db, async (tx, record) => {
    if (!(await recordBillingEvent(tx, { id: event.id, type: event.type, createdAt: at }))) return;
    const work: Work = { tx, ctx, at, record };
    const object = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed':
        return fulfilCheckout(work, readCheckoutSession(object));
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applySubscription(
          work,
          readSubscription(object, ctx.checkout.tierForPrice),
          event.type.endsWith('deleted'),
        );
      case 'invoice.paid':
        return invoicePaid(work, readInvoice(object));
      case 'invoice.payment_failed':
        return paymentFailed(work, readInvoice(object));
      case 'charge.refunded':
        return chargeRefunded(work, readCharge(object));
    }
  });
}

/** A completed checkout session fulfilled outside a webhook (the success page asks): same rules, idempotent. */
export async function fulfilCompletedSession(ctx: AppContext, session: CheckoutSessionInfo): Promise<void> {
  await ctx.events.transaction(ctx.db, (tx, record) =>
    fulfilCheckout({ tx, ctx, at: ctx.now(), record }, session),
  );
}

/**
 * The buyer's account: found by e-mail, or created (member, no password) and recorded as
 * `checkout.account-created` (its subscriber sends the welcome e-mail with the set-password link).
 */
async function ensureAccount(
  w: Work,
  email: string,
  name: string | null,
  plan: { tier: Tier; trialEndsAt: Date | null },
) {
  await lockCheckoutEmail(w.tx, email);
  const existing = await findUserByEmail(w.tx, email);
  if (existing) return existing;
  const now = w.ctx.now();
  const user = await insertUser(w.tx, {
    email,
    name: name?.trim().slice(0, 100) || email.split('@')[0]!,
    role: 'member',
    passwordHash: NO_PASSWORD,
  });
  const token = await issueToken(w.tx, user.id, 'password_reset', WELCOME_LINK_DAYS * DAY, now);
  // welcome=1: the page asks for a first password, not a new one
  const link = `${w.ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&welcome=1`;
  await w.record('checkout.account-created', {
    user: { id: user.id, name: user.name, email: user.email },
    plan: { name: planName(plan.tier), trialEndsAt: plan.trialEndsAt },
    link,
    validDays: WELCOME_LINK_DAYS,
  });
  return user;
}

/** checkout.session.completed: the account exists and its subscription is this checkout's (once). */
async function fulfilCheckout(w: Work, s: CheckoutSessionInfo): Promise<void> {
  if (s.status !== 'complete' || !s.tier || !s.email || !s.subscriptionId) return;
  const trialEndsAt =
    s.trialDays > 0 && s.paymentStatus !== 'paid' ? new Date(w.at.getTime() + s.trialDays * DAY) : null;
  const user = await ensureAccount(w, s.email, s.customerName, { tier: s.tier, trialEndsAt });
  // the subscription's own events may have arrived first; they know its state better
  if (await findSubscriptionByProviderId(w.tx, s.subscriptionId)) return;
  await upsertUserSubscription(
    w.tx,
    user.id,
    {
      tier: s.tier,
      status: trialEndsAt ? 'trialing' : 'active',
      periodAnchor: w.at,
      trialEndsAt,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      provider: w.ctx.checkout.kind,
      providerCustomerId: s.customerId,
      providerSubscriptionId: s.subscriptionId,
      providerStateAt: null,
      scheduledTier: null,
      scheduledTierAt: null,
    },
    w.ctx.now(),
  );
  await claimInvoices(w.tx, s.subscriptionId, user.id);
}

/**
 * customer.subscription.*: the subscription takes the event's state unless a newer event already wrote
 * one. A subscription not yet known is attached to its buyer (e-mail and plan in its metadata).
 */
async function applySubscription(w: Work, sub: SubscriptionInfo, deleted: boolean): Promise<void> {
  if (!sub.id) return;
  if (sub.email) await lockCheckoutEmail(w.tx, sub.email);
  const status = deleted ? 'canceled' : sub.status;
  const state = {
    status,
    trialEndsAt: status === 'trialing' ? sub.trialEndsAt : null,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    providerStateAt: w.at,
    ...(sub.currentPeriodStart ? { periodAnchor: sub.currentPeriodStart } : {}),
    ...(sub.customerId ? { providerCustomerId: sub.customerId } : {}),
  };
  const row = await findSubscriptionByProviderId(w.tx, sub.id);
  if (row) {
    if (row.providerStateAt && w.at < row.providerStateAt) return;
    await updateSubscription(w.tx, row.id, { ...state, ...planFromPrice(row, sub) }, w.ctx.now());
    return;
  }
  // an ended subscription never replaces the buyer's current one
  if (status === 'canceled' || !sub.email || !sub.tier) return;
  const user = await ensureAccount(w, sub.email, null, { tier: sub.tier, trialEndsAt: state.trialEndsAt });
  await upsertUserSubscription(
    w.tx,
    user.id,
    {
      ...state,
      tier: sub.tier,
      periodAnchor: sub.currentPeriodStart ?? w.at,
      provider: w.ctx.checkout.kind,
      providerSubscriptionId: sub.id,
      scheduledTier: null,
      scheduledTierAt: null,
    },
    w.ctx.now(),
  );
  await claimInvoices(w.tx, sub.id, user.id);
}

/**
 * The plan a subscription event's price means. A downgrade is priced at Stripe at once (without
 * proration) but used from the period's end on: while the price is the scheduled tier and the period has
 * not renewed, the plan stays. Any other price is the plan now, and a pending downgrade is dropped.
 */
function planFromPrice(row: SubscriptionRow, sub: SubscriptionInfo) {
  if (!sub.tier) return {};
  if (row.scheduledTier && sub.tier === row.scheduledTier) {
    const renewed =
      !!sub.currentPeriodStart && !!row.scheduledTierAt && sub.currentPeriodStart >= row.scheduledTierAt;
    return renewed ? { tier: sub.tier, scheduledTier: null, scheduledTierAt: null } : {};
  }
  return { tier: sub.tier, scheduledTier: null, scheduledTierAt: null };
}

/**
 * invoice.paid: the invoice is recorded; a new period starts (usage resets by derivation from the anchor)
 * and a downgrade scheduled for it becomes the plan; a failed renewal recovers.
 */
async function invoicePaid(w: Work, invoice: ReturnType<typeof readInvoice>): Promise<void> {
  const row = invoice.subscriptionId && (await findSubscriptionByProviderId(w.tx, invoice.subscriptionId));
  if (invoice.id)
    await recordInvoice(w.tx, {
      userId: row ? row.userId : null,
      providerInvoiceId: invoice.id,
      providerSubscriptionId: invoice.subscriptionId,
      providerPaymentId: invoice.paymentId,
      amount: invoice.amountPaid,
      currency: invoice.currency,
      status: 'paid',
      description: invoice.description ?? (row ? `${planName(row.tier)} plan` : 'Subscription'),
      invoiceCreatedAt: invoice.created ?? w.at,
    });
  if (!row) return;
  const values: Parameters<typeof updateSubscription>[2] = {};
  if (invoice.periodStart && invoice.periodStart > row.periodAnchor) {
    values.periodAnchor = invoice.periodStart;
    values.currentPeriodEnd = invoice.periodEnd;
    if (row.scheduledTier && row.scheduledTierAt && invoice.periodStart >= row.scheduledTierAt)
      Object.assign(values, { tier: row.scheduledTier, scheduledTier: null, scheduledTierAt: null });
  }
  if (row.status === 'past_due' && (!row.providerStateAt || w.at >= row.providerStateAt)) {
    values.status = 'active';
    values.providerStateAt = w.at;
  }
  if (Object.keys(values).length) await updateSubscription(w.tx, row.id, values, w.ctx.now());
}

/**
 * invoice.payment_failed: the invoice is recorded as open, the subscription is past_due (the plan stays
 * usable while the provider retries) and the customer gets an e-mail with where to pay it.
 */
async function paymentFailed(w: Work, invoice: ReturnType<typeof readInvoice>): Promise<void> {
  const row = invoice.subscriptionId && (await findSubscriptionByProviderId(w.tx, invoice.subscriptionId));
  if (!row) return;
  if (invoice.id)
    await recordInvoice(w.tx, {
      userId: row.userId,
      providerInvoiceId: invoice.id,
      providerSubscriptionId: invoice.subscriptionId,
      providerPaymentId: invoice.paymentId,
      amount: invoice.amountDue,
      currency: invoice.currency,
      status: 'open',
      description: invoice.description ?? `${planName(row.tier)} plan`,
      invoiceCreatedAt: invoice.created ?? w.at,
    });
  if (row.status !== 'canceled' && (!row.providerStateAt || w.at >= row.providerStateAt))
    await updateSubscription(w.tx, row.id, { status: 'past_due', providerStateAt: w.at }, w.ctx.now());
  const user = await findUserById(w.tx, row.userId);
  if (!user) return;
  const link = invoice.hostedInvoiceUrl ?? `${w.ctx.config.publicUrl}/settings/billing`;
  const person = { id: user.id, name: user.name, email: user.email };
  await w.record('payment.failed', { user: person, planName: planName(row.tier), link });
}

/** charge.refunded: the invoice paid by that charge (or its payment intent) records the refund. */
async function chargeRefunded(w: Work, charge: ReturnType<typeof readCharge>): Promise<void> {
  const ids = [charge.id, charge.paymentIntentId].filter((id): id is string => !!id);
  await recordRefund(w.tx, ids, charge.amountRefunded, w.at);
}
