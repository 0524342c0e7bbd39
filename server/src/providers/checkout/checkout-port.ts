import type { PaymentStatus } from '@ringready/core/checkout';
import type { Tier } from '@ringready/core/plans';

export interface CreateCheckoutInput {
  tier: Tier;
  email: string;
  successUrl: string;
  cancelUrl: string;
  /** 0: no trial, the first invoice is paid at checkout */
  trialDays: number;
}

/** A checkout session as fulfilment needs it, whoever hosts the payment page. */
export interface CheckoutSessionInfo {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: PaymentStatus;
  email: string;
  /** the name the buyer gave on the payment page, when known */
  customerName: string | null;
  tier: Tier | null;
  trialDays: number;
  customerId: string | null;
  subscriptionId: string | null;
}

/** The parts of a provider's event (Stripe's shape, which the local checkout speaks too) fulfilment reads. */
export interface BillingEvent {
  id: string;
  type: string;
  /** seconds since the epoch */
  created: number;
  data: { object: unknown };
}

/** Takes payment for a plan: a hosted payment page per checkout session, events signed for the webhook. */
export interface CheckoutProvider {
  kind: 'stripe' | 'local';
  createSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  /** undefined for an id the provider does not know */
  retrieveSession(id: string): Promise<CheckoutSessionInfo | undefined>;
  /**
   * The event a webhook delivery carries, once its signature (Stripe's `stripe-signature` header, made with
   * the webhook secret) is checked over the exact bytes received; throws for a forged or unsigned one.
   */
  verifyEvent(payload: Buffer | string, signature: unknown): Promise<BillingEvent>;
  /** the plan a provider price id stands for (subscriptions changed at the provider carry the price) */
  tierForPrice(priceId: string): Tier | undefined;
  /** changes to a subscription the provider bills (Stripe); the local checkout keeps its state in our tables */
  subscriptions?: SubscriptionChanges;
}

/** What managing a plan asks of a provider that bills the subscription itself. */
export interface SubscriptionChanges {
  /** switches the plan's price; `prorate` charges the difference for the rest of the period */
  changePrice(subscriptionId: string, tier: Tier, prorate: boolean): Promise<void>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** ends the subscription at once */
  cancelNow(subscriptionId: string): Promise<void>;
  /** refunds an invoice's payment in full (the payment id when known, else the invoice's payment) */
  refundInvoice(invoiceId: string, paymentId: string | null): Promise<void>;
  /** sets the seats billed (the item's quantity); the change is prorated for the rest of the period */
  setSeats(subscriptionId: string, seats: number): Promise<void>;
  /** a page of the provider's where the customer changes their card and sees invoices (Stripe's portal) */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

/** Session ids are long random strings; anything else is refused before the provider is asked. */
export const CHECKOUT_ID_PATTERN = /^cs_[A-Za-z0-9_-]{8,250}$/;
