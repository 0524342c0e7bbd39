import { z } from 'zod';
import { emailSchema } from './api.ts';
import { TIERS, type Tier } from './plans.ts';

/**
 * The checkout contract shared by server and web. A checkout session is created for a plan and an
 * e-mail; the browser goes to its `url` (Stripe's hosted checkout, or the app's own local checkout
 * page when no Stripe key is configured) and comes back to /checkout/success?session_id=….
 */

/** POST /api/checkout/create-session: the price always comes from the server's plan table. */
export const createCheckoutRequestSchema = z.object({
  tier: z.enum(TIERS as [Tier, ...Tier[]], { message: 'tier must be one of tier1, tier2, tier3' }),
  email: emailSchema,
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>;

export interface CreateCheckoutResponse {
  url: string;
}

export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

/** GET /api/checkout/session/{id} */
export interface CheckoutSessionDetails {
  tier: Tier | null;
  customerEmail: string;
  paymentStatus: PaymentStatus;
  subscriptionId: string | null;
  /** 'complete' once paid (or the trial started); the account exists from then on */
  status?: 'open' | 'complete' | 'expired';
}

/** A subscription's status: trialing, active and past_due (payment being retried) use the plan; canceled does not. */
export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled';

/** What GET /api/user's subscription adds for billing (beside tier, limits and the derived period). */
export interface SubscriptionBilling {
  /** ISO time the free trial ends, while trialing */
  trialEndsAt: string | null;
  /** the plan ends at currentPeriodEnd instead of renewing */
  cancelAtPeriodEnd: boolean;
}

/** The local checkout page's card form (test cards: 4242… pays, 4000 0000 0000 0002 is declined). */
export const localPaymentRequestSchema = z.object({
  email: emailSchema,
  cardNumber: z.string().trim().min(12, { message: 'Please enter your card number.' }).max(30),
  expiry: z.string().trim().min(4, { message: 'Please enter the expiry date.' }).max(7),
  cvc: z.string().trim().min(3, { message: 'Please enter the CVC.' }).max(4),
  nameOnCard: z.string().trim().min(1, { message: 'Please enter the name on the card.' }).max(100),
});
export type LocalPaymentRequest = z.infer<typeof localPaymentRequestSchema>;

/** POST /api/checkout/local/{id}/pay → where the browser goes next (the success page). */
export interface LocalPaymentResponse {
  redirectUrl: string;
}

/** GET /api/checkout/terms: what every new subscription starts with, shown on the plans page. */
export interface CheckoutTerms {
  /** free days before the first charge (0: charged at once) */
  trialDays: number;
}

/** GET /api/checkout/local/{id}: what the local checkout page shows. */
export interface LocalCheckoutView {
  id: string;
  tier: Tier;
  planName: string;
  price: number;
  email: string;
  trialDays: number;
  status: 'open' | 'complete' | 'expired';
}

export const CHECKOUT_TEXTS = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  failed: 'Failed to start checkout process. Please try again.',
  noUrl: 'No checkout URL received',
  createFailed: 'Failed to create checkout session',
  expired: 'This checkout has expired. Please choose your plan again.',
  emailMismatch: 'Please pay with the e-mail address this checkout was started with.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  notFound: 'Checkout session not found',
} as const;
