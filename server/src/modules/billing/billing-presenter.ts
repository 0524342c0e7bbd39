import type { BillingOverview, Invoice, PaymentMethod } from '@ringready/core/billing';
import { planName } from '@ringready/core/plans';
import type { SubscriptionRow } from './billing-repository.ts';
import type { InvoiceRow } from './invoice-repository.ts';
import { currentPeriodEnd, effectiveStatus, effectiveTier, hasEnded, pendingTier } from '../plans/index.ts';

export const EMPTY_OVERVIEW: BillingOverview = {
  tier: null,
  planName: null,
  status: null,
  trialEndsAt: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  scheduledTier: null,
  refundEligible: false,
  paymentMethod: null,
  canUpdatePaymentMethod: false,
  invoices: [],
};

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status as Invoice['status'],
    amountRefunded: row.amountRefunded,
    createdAt: row.invoiceCreatedAt.toISOString(),
    description: row.description,
  };
}

/** The subscription as it stands at `now` (an ended one reads canceled), with the account's invoices. */
export function presentOverview(
  row: SubscriptionRow | undefined,
  invoices: InvoiceRow[],
  extras: { refundEligible: boolean; paymentMethod: PaymentMethod | null },
  now: Date,
): BillingOverview {
  if (!row) return { ...EMPTY_OVERVIEW, invoices: invoices.map(presentInvoice) };
  const tier = effectiveTier(row, now);
  const status = effectiveStatus(row, now);
  const ended = hasEnded(row, now);
  return {
    tier,
    planName: planName(tier),
    status,
    trialEndsAt: status === 'trialing' ? (row.trialEndsAt?.toISOString() ?? null) : null,
    currentPeriodEnd: currentPeriodEnd(row, now).toISOString(),
    cancelAtPeriodEnd: !ended && row.cancelAtPeriodEnd,
    scheduledTier: ended ? null : pendingTier(row, now),
    ...extras,
    // a card can be changed while the provider holds one and the plan has not ended
    canUpdatePaymentMethod: !ended && row.provider !== 'manual' && !!row.providerCustomerId,
    invoices: invoices.map(presentInvoice),
  };
}
