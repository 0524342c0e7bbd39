import type { PaymentStatus, SubscriptionStatus } from '@ringready/core/checkout';
import { findPlan, type Tier } from '@ringready/core/plans';
import type { CheckoutSessionInfo } from './checkout-port.ts';

/**
 * Reads the parts of Stripe's objects (checkout session, subscription, invoice) that billing uses. The
 * local checkout emits the same shapes, so one reader serves both. Missing or odd fields read as null.
 */

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** an expandable field: the id, or the expanded object's id */
const ref = (v: unknown): string | null => str(v) ?? str(obj(v).id);
const time = (v: unknown): Date | null => {
  const n = num(v);
  return n === null ? null : new Date(n * 1000);
};
const tierOf = (v: unknown): Tier | null => {
  const s = str(v);
  return s && findPlan(s) ? (s as Tier) : null;
};
const firstItem = (list: unknown): Json => {
  const data = obj(list).data;
  return Array.isArray(data) ? obj(data[0]) : {};
};

export function readCheckoutSession(raw: unknown): CheckoutSessionInfo {
  const s = obj(raw);
  const metadata = obj(s.metadata);
  const details = obj(s.customer_details);
  const status = str(s.status);
  const payment = str(s.payment_status);
  return {
    id: str(s.id) ?? '',
    status: status === 'complete' || status === 'expired' ? status : 'open',
    paymentStatus: (payment === 'paid' || payment === 'no_payment_required'
      ? payment
      : 'unpaid') as PaymentStatus,
    email: (str(details.email) ?? str(s.customer_email) ?? str(metadata.email) ?? '').toLowerCase(),
    customerName: str(details.name),
    tier: tierOf(metadata.tier),
    trialDays: Number(str(metadata.trial_days) ?? 0) || 0,
    customerId: ref(s.customer),
    subscriptionId: ref(s.subscription),
  };
}

export interface SubscriptionInfo {
  id: string;
  customerId: string | null;
  status: SubscriptionStatus;
  /** from the subscription's price, else its metadata */
  tier: Tier | null;
  email: string | null;
  trialEndsAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Stripe's eight statuses on our four: unpaid and incomplete wait for a payment, the rest ended. */
export function subscriptionStatus(stripeStatus: string | null): SubscriptionStatus {
  switch (stripeStatus) {
    case 'trialing':
    case 'active':
    case 'past_due':
      return stripeStatus;
    case 'unpaid':
    case 'incomplete':
      return 'past_due';
    default:
      return 'canceled';
  }
}

export function readSubscription(
  raw: unknown,
  tierForPrice: (price: string) => Tier | undefined,
): SubscriptionInfo {
  const s = obj(raw);
  const metadata = obj(s.metadata);
  const item = firstItem(s.items);
  const price = ref(item.price);
  return {
    id: str(s.id) ?? '',
    customerId: ref(s.customer),
    status: subscriptionStatus(str(s.status)),
    tier: (price ? tierForPrice(price) : undefined) ?? tierOf(metadata.tier),
    email: str(metadata.email)?.toLowerCase() ?? null,
    trialEndsAt: str(s.status) === 'trialing' ? time(s.trial_end) : null,
    // the period moved from the subscription onto its items in newer API versions
    currentPeriodStart: time(item.current_period_start) ?? time(s.current_period_start),
    currentPeriodEnd: time(item.current_period_end) ?? time(s.current_period_end),
    cancelAtPeriodEnd: s.cancel_at_period_end === true,
  };
}

export interface InvoiceInfo {
  id: string;
  subscriptionId: string | null;
  email: string | null;
  /** the subscription period the invoice pays for */
  periodStart: Date | null;
  periodEnd: Date | null;
  amountDue: number;
  /** cents actually paid */
  amountPaid: number;
  currency: string;
  /** when the invoice was created, when given */
  created: Date | null;
  /** the invoice's or its first line's description */
  description: string | null;
  /** the payment intent or charge (older API versions put them on the invoice) */
  paymentId: string | null;
  /** Stripe's page where the customer pays this invoice with another card */
  hostedInvoiceUrl: string | null;
}

export function readInvoice(raw: unknown): InvoiceInfo {
  const s = obj(raw);
  const parent = obj(obj(s.parent).subscription_details);
  const line = firstItem(s.lines);
  const period = obj(line.period);
  return {
    id: str(s.id) ?? '',
    subscriptionId: ref(parent.subscription) ?? ref(s.subscription),
    email: str(s.customer_email)?.toLowerCase() ?? null,
    periodStart: time(period.start) ?? time(s.period_start),
    periodEnd: time(period.end) ?? time(s.period_end),
    amountDue: num(s.amount_due) ?? 0,
    amountPaid: num(s.amount_paid) ?? num(s.amount_due) ?? 0,
    currency: str(s.currency)?.toLowerCase() ?? 'usd',
    created: time(s.created),
    description: str(s.description) ?? str(line.description),
    paymentId: ref(s.payment_intent) ?? ref(s.charge),
    hostedInvoiceUrl: str(s.hosted_invoice_url),
  };
}

export interface ChargeInfo {
  id: string;
  paymentIntentId: string | null;
  /** cents refunded so far */
  amountRefunded: number;
}

/** A charge from charge.refunded: refunds made here or in Stripe's dashboard. */
export function readCharge(raw: unknown): ChargeInfo {
  const s = obj(raw);
  return {
    id: str(s.id) ?? '',
    paymentIntentId: ref(s.payment_intent),
    amountRefunded: num(s.amount_refunded) ?? 0,
  };
}
