import { z } from 'zod';
import { localPaymentRequestSchema, type SubscriptionStatus } from './checkout.ts';
import { TIERS, type Tier } from './plans.ts';

/**
 * Managing a subscription (Settings → Billing), shared by server and web. Upgrades apply at once
 * (prorated); downgrades at the end of the period; cancelling ends the plan at the period's end and
 * can be undone until then; within 30 days of the first payment a cancellation refunds it
 * (the money-back guarantee) and ends the plan at once.
 */
export const MONEY_BACK_DAYS = 30;

export interface Invoice {
  id: string;
  /** cents */
  amount: number;
  currency: string;
  status: 'paid' | 'open' | 'refunded' | 'void';
  /** cents refunded so far (all of it when status is refunded) */
  amountRefunded: number;
  createdAt: string;
  description: string;
}

/** The card on file as the billing page shows it (the local checkout's; Stripe shows its own in its portal). */
export interface PaymentMethod {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** GET /api/billing */
export interface BillingOverview {
  tier: Tier | null;
  planName: string | null;
  status: SubscriptionStatus | null;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** a downgrade waiting for the period's end */
  scheduledTier: Tier | null;
  /** a cancellation now would refund the first payment */
  refundEligible: boolean;
  paymentMethod: PaymentMethod | null;
  /** the payment method can be changed (POST /api/billing/payment-method gives where) */
  canUpdatePaymentMethod: boolean;
  invoices: Invoice[];
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** 'Visa ending 4242', as receipts and the billing page name a card. */
export function cardName(card: Pick<PaymentMethod, 'brand' | 'last4'>): string {
  return `${CARD_BRANDS[card.brand] ?? 'Card'} ending ${card.last4}`;
}

/** POST /api/billing/payment-method → where to change the card: Stripe's portal or the local card page. */
export interface PaymentMethodPortal {
  url: string;
}

/** PUT /api/billing/card (local checkout only) → BillingOverview: a new card, which pays any open invoice. */
export const updateCardRequestSchema = localPaymentRequestSchema.omit({ email: true });
export type UpdateCardRequest = z.infer<typeof updateCardRequestSchema>;

/** POST /api/billing/change-plan → BillingOverview */
export const changePlanRequestSchema = z.object({
  tier: z.enum(TIERS as [Tier, ...Tier[]], { message: 'tier must be one of tier1, tier2, tier3' }),
});

/** POST /api/billing/cancel → BillingOverview; `refund: true` asks for the money-back guarantee. */
export const cancelSubscriptionRequestSchema = z.object({ refund: z.boolean().default(false) });

/** What a plan sells beyond minutes and analyses; the server refuses the rest with 403. */
export type PlanFeature = 'office-hours' | 'team' | 'api';
export const PLAN_FEATURES: Record<Tier, readonly PlanFeature[]> = {
  tier1: [],
  tier2: ['office-hours'],
  tier3: ['office-hours', 'team', 'api'],
};
export const FEATURE_UPGRADE_TEXT: Record<PlanFeature, string> = {
  'office-hours': 'Available on Professional',
  team: 'Available on Master',
  api: 'Available on Master',
};

export function planIncludes(tier: Tier | null | undefined, feature: PlanFeature): boolean {
  return !!tier && PLAN_FEATURES[tier].includes(feature);
}
