import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import type { SubscriptionRow } from './billing-repository.ts';
import { recordInvoice } from './invoice-repository.ts';
import { currentPeriodEnd, currentPeriodStart } from '../plans/index.ts';

/**
 * The local checkout's prorated charge (Stripe prorates by itself): a monthly amount for the part of the
 * current period still to come, recorded as a paid invoice. Nothing is recorded for nothing owed.
 */
export async function recordProratedInvoice(
  tx: Tx,
  row: SubscriptionRow,
  monthlyCents: number,
  description: string,
  now: Date,
): Promise<void> {
  const start = currentPeriodStart(row, now).getTime();
  const end = currentPeriodEnd(row, now).getTime();
  const remaining = Math.min(1, Math.max(0, (end - now.getTime()) / (end - start)));
  const amount = Math.round(monthlyCents * remaining);
  if (amount <= 0) return;
  await recordInvoice(tx, {
    userId: row.userId,
    providerInvoiceId: `in_local_${randomBytes(18).toString('base64url')}`,
    providerSubscriptionId: row.providerSubscriptionId,
    providerPaymentId: null,
    amount,
    currency: 'usd',
    status: 'paid',
    description,
    invoiceCreatedAt: now,
  });
}
