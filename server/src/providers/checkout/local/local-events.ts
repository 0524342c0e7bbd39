import { randomBytes } from 'node:crypto';
import { findPlan, type Tier } from '@ringready/core/plans';
import type { LocalCheckoutSession } from './local-checkout.ts';
import type { BillingEvent } from '../checkout-port.ts';

/**
 * The local checkout speaks Stripe: what happens to a subscription it sells is written as the events
 * Stripe would send, in Stripe's shapes, and goes through the same fulfilment.
 */

const DAY_SECONDS = 24 * 60 * 60;
export const randomEventId = () => `evt_local_${randomBytes(18).toString('base64url')}`;
export const randomInvoiceId = () => `in_local_${randomBytes(18).toString('base64url')}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** One month later, the way a monthly subscription period ends. */
export function addMonth(d: Date): Date {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function localEvent(type: string, created: Date, object: object, id = randomEventId()): BillingEvent {
  return { id, type, created: seconds(created), data: { object } };
}

export interface LocalSubscriptionState {
  id: string;
  customerId: string | null;
  email: string;
  tier: Tier;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  periodStart: Date;
  periodEnd: Date;
  trialStart?: Date | null;
  cancelAtPeriodEnd?: boolean;
  seats?: number;
}

/** A subscription object as Stripe sends it (the period on its item, the price naming the plan). */
export function subscriptionObject(s: LocalSubscriptionState): object {
  const trialing = s.status === 'trialing';
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    trial_start: trialing && s.trialStart ? seconds(s.trialStart) : null,
    trial_end: trialing ? seconds(s.periodEnd) : null,
    metadata: { tier: s.tier, email: s.email },
    items: {
      object: 'list',
      data: [
        {
          price: { id: `price_local_${s.tier}`, unit_amount: findPlan(s.tier)!.price * 100 },
          quantity: s.seats ?? 1,
          current_period_start: seconds(s.periodStart),
          current_period_end: seconds(s.periodEnd),
        },
      ],
    },
  };
}

export interface LocalInvoice {
  id: string;
  subscriptionId: string;
  customerId: string | null;
  email: string;
  /** cents */
  amount: number;
  description: string;
  reason: 'subscription_create' | 'subscription_cycle';
  created: Date;
  periodStart: Date;
  periodEnd: Date;
  paid: boolean;
  /** where the customer pays it with another card */
  hostedUrl?: string;
}

/** An invoice object as Stripe sends it with invoice.paid or invoice.payment_failed. */
export function invoiceObject(i: LocalInvoice): object {
  return {
    id: i.id,
    object: 'invoice',
    status: i.paid ? 'paid' : 'open',
    created: seconds(i.created),
    currency: 'usd',
    billing_reason: i.reason,
    description: i.description,
    customer: i.customerId,
    customer_email: i.email,
    amount_due: i.amount,
    amount_paid: i.paid ? i.amount : 0,
    hosted_invoice_url: i.hostedUrl ?? null,
    parent: { type: 'subscription_details', subscription_details: { subscription: i.subscriptionId } },
    lines: {
      object: 'list',
      data: [{ period: { start: seconds(i.periodStart), end: seconds(i.periodEnd) } }],
    },
  };
}

/**
 * The events Stripe sends when a subscription checkout completes: the session completed, the subscription
 * created (trialing during a trial) and, without a trial, the first invoice paid.
 */
export function localCheckoutEvents(session: LocalCheckoutSession, now: Date): BillingEvent[] {
  const trialing = session.trialDays > 0;
  const periodEnd = trialing
    ? new Date(now.getTime() + session.trialDays * DAY_SECONDS * 1000)
    : addMonth(now);
  const subscription = {
    id: session.subscriptionId!,
    customerId: session.customerId,
    email: session.email,
    tier: session.tier,
  };
  const events = [
    localEvent('checkout.session.completed', now, {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: session.paymentStatus,
      customer: session.customerId,
      customer_email: session.email,
      customer_details: { email: session.email, name: session.customerName },
      subscription: session.subscriptionId,
      metadata: { tier: session.tier, email: session.email, trial_days: String(session.trialDays) },
    }),
    localEvent(
      'customer.subscription.created',
      now,
      subscriptionObject({
        ...subscription,
        status: trialing ? 'trialing' : 'active',
        periodStart: now,
        periodEnd,
        trialStart: trialing ? now : null,
      }),
    ),
  ];
  if (!trialing)
    events.push(
      localEvent(
        'invoice.paid',
        now,
        invoiceObject({
          ...subscription,
          id: randomInvoiceId(),
          subscriptionId: session.subscriptionId!,
          amount: findPlan(session.tier)!.price * 100,
          description: `${findPlan(session.tier)!.name} plan`,
          reason: 'subscription_create',
          created: now,
          periodStart: now,
          periodEnd,
          paid: true,
        }),
      ),
    );
  return events;
}
