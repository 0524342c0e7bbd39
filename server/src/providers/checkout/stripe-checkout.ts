import Stripe from 'stripe';
import type { Tier } from '@ringready/core/plans';
import type { BillingEvent, CheckoutProvider, SubscriptionChanges } from './checkout-port.ts';
import { readCheckoutSession } from './stripe-objects.ts';

export interface StripeCheckoutConfig {
  secretKey: string;
  webhookSecret: string;
  prices: Record<Tier, string>;
  /** another API host (a local fake in tests) */
  apiBase?: string;
}

/** The SDK's connection options; `apiBase` points it at another host. */
export function stripeClient(config: { secretKey: string; apiBase?: string }): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe Checkout in subscription mode, one Price per plan; the plan and e-mail travel as metadata. */
export function createStripeCheckout(config: StripeCheckoutConfig): CheckoutProvider {
  const stripe = stripeClient(config);
  const tiers = Object.entries(config.prices) as [Tier, string][];
  return {
    kind: 'stripe',
    async createSession({ tier, email, successUrl, cancelUrl, trialDays }) {
      const metadata = { tier, email, trial_days: String(trialDays) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.prices[tier], quantity: 1 }],
        customer_email: email,
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata,
        subscription_data: {
          metadata: { tier, email },
          ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
        },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    async retrieveSession(id) {
      try {
        return readCheckoutSession(await stripe.checkout.sessions.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return undefined;
        throw err;
      }
    },
    verifyEvent: async (payload, signature) => verifyStripeEvent(payload, signature, config.webhookSecret),
    tierForPrice: (priceId) => tiers.find(([, price]) => price === priceId)?.[0],
    subscriptions: stripeSubscriptionChanges(stripe, config.prices),
  };
}

/** Checks a delivery's `stripe-signature` header against the webhook secret (Stripe's scheme and tolerance). */
export function verifyStripeEvent(
  payload: Buffer | string,
  signature: unknown,
  secret: string,
): BillingEvent {
  if (typeof signature !== 'string') throw new Error('no signature');
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}

/** A `stripe-signature` header for a payload, as Stripe makes it (the local checkout signs its events so). */
export function signStripeEvent(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

const idOf = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String(v.id) : null;

/** Plan changes, cancellation and refunds through Stripe's Subscriptions and Refunds APIs. */
function stripeSubscriptionChanges(stripe: Stripe, prices: Record<Tier, string>): SubscriptionChanges {
  return {
    async changePrice(subscriptionId, tier, prorate) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: prices[tier] }],
        proration_behavior: prorate ? 'create_prorations' : 'none',
        metadata: { tier },
      });
    },
    async setSeats(subscriptionId, seats) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, quantity: seats }],
        proration_behavior: 'create_prorations',
      });
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
    async cancelNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
    async refundInvoice(invoiceId, paymentId) {
      let target = paymentId;
      if (!target) {
        const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
        const payment = payments.data[0]?.payment;
        target = idOf(payment?.payment_intent) ?? idOf(payment?.charge);
      }
      if (!target) throw new Error(`Stripe invoice ${invoiceId} has no payment to refund`);
      await stripe.refunds.create(
        target.startsWith('ch_') ? { charge: target } : { payment_intent: target },
        {
          idempotencyKey: `refund-${invoiceId}`,
        },
      );
    },
  };
}
