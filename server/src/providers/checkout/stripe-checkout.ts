import Stripe from 'stripe';
import type { Tier } from '@ringready/core/plans';
import type { CheckoutProvider } from './checkout-port.ts';
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
    webhookSecret: async () => config.webhookSecret,
    tierForPrice: (priceId) => tiers.find(([, price]) => price === priceId)?.[0],
  };
}
