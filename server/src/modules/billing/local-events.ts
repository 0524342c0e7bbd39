import { randomBytes } from 'node:crypto';
import { findPlan } from '@ringready/core/plans';
import type { LocalCheckoutSession } from '../../providers/checkout/local-checkout.ts';
import type { BillingEvent } from './fulfilment-service.ts';

const DAY_SECONDS = 24 * 60 * 60;
const eventId = () => `evt_local_${randomBytes(18).toString('base64url')}`;

/** One month later in seconds, the way a monthly subscription period ends. */
function addMonth(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/**
 * The events Stripe sends when a subscription checkout completes, in Stripe's shapes: the session
 * completed, the subscription created (trialing during a trial) and, without a trial, the first invoice paid.
 */
export function localCheckoutEvents(session: LocalCheckoutSession, now: Date): BillingEvent[] {
  const created = Math.floor(now.getTime() / 1000);
  const trialing = session.trialDays > 0;
  const periodEnd = trialing ? created + session.trialDays * DAY_SECONDS : addMonth(created);
  const price = findPlan(session.tier)!.price * 100;
  const event = (type: string, object: object): BillingEvent => ({
    id: eventId(),
    type,
    created,
    data: { object },
  });
  const events = [
    event('checkout.session.completed', {
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
    event('customer.subscription.created', {
      id: session.subscriptionId,
      object: 'subscription',
      customer: session.customerId,
      status: trialing ? 'trialing' : 'active',
      cancel_at_period_end: false,
      trial_start: trialing ? created : null,
      trial_end: trialing ? periodEnd : null,
      metadata: { tier: session.tier, email: session.email },
      items: {
        object: 'list',
        data: [
          {
            price: { id: `price_local_${session.tier}`, unit_amount: price },
            current_period_start: created,
            current_period_end: periodEnd,
          },
        ],
      },
    }),
  ];
  if (!trialing)
    events.push(
      event('invoice.paid', {
        id: `in_local_${randomBytes(18).toString('base64url')}`,
        object: 'invoice',
        status: 'paid',
        created,
        currency: 'usd',
        billing_reason: 'subscription_create',
        description: `${findPlan(session.tier)!.name} plan`,
        customer: session.customerId,
        customer_email: session.email,
        amount_due: price,
        amount_paid: price,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: session.subscriptionId },
        },
        lines: { object: 'list', data: [{ period: { start: created, end: periodEnd } }] },
      }),
    );
  return events;
}
