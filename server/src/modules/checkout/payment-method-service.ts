import {
  cardName,
  type BillingOverview,
  type PaymentMethodPortal,
  type UpdateCardRequest,
} from '@ringready/core/billing';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { findUserById } from '../users/index.ts';
import {
  BILLING_TEXTS,
  billingOverview,
  callProvider,
  findCard,
  findUserInvoice,
  findUserSubscription,
  lockLiveSubscription,
  renderReceipt,
  saveCard,
} from '../billing/index.ts';
import { cardOnFile, chargeCard } from '../../providers/checkout/local/card-rules.ts';
import { retryOpenInvoice } from './local-renewals.ts';
import { hasEnded } from '../plans/index.ts';

export const PAYMENT_METHOD_TEXTS = {
  noCard: 'There is no card on file for this plan.',
  stripeManaged: 'Your card is managed by Stripe. Use "Update payment method" in Settings → Billing.',
  receiptNotFound: 'Receipt not found',
} as const;

/**
 * Where the caller changes their card: Stripe's Customer Portal for a plan Stripe bills (it also lists
 * Stripe's invoices), the app's own card page for the local checkout. A plan with no provider card, or
 * one that has ended, has nothing to change.
 */
export async function paymentMethodPortal(ctx: AppContext, userId: string): Promise<PaymentMethodPortal> {
  const row = await findUserSubscription(ctx.db, userId);
  if (!row || hasEnded(row, ctx.now())) throw notFound(BILLING_TEXTS.noSubscription);
  if (row.provider === 'manual' || !row.providerCustomerId) throw badRequest(PAYMENT_METHOD_TEXTS.noCard);
  const returnUrl = `${ctx.config.publicUrl}/settings/billing`;
  if (row.provider === 'local') return { url: `${ctx.config.publicUrl}/checkout/card` };
  const stripe = ctx.checkout.subscriptions;
  if (!stripe) throw new HttpError(502, BILLING_TEXTS.providerFailed);
  let url = '';
  await callProvider(ctx, 'portal', async () => {
    url = await stripe.portalUrl(row.providerCustomerId!, returnUrl);
  });
  return { url };
}

/**
 * The local checkout's card change: checked like at checkout (a declined card changes nothing), kept
 * as brand, last four digits and expiry; an open invoice is paid with it at once.
 */
export async function updateLocalCard(
  ctx: AppContext,
  userId: string,
  input: UpdateCardRequest,
): Promise<BillingOverview> {
  const row = await ctx.db.transaction((tx) => lockLiveSubscription(tx, userId, ctx.now()));
  if (row.provider === 'stripe') throw badRequest(PAYMENT_METHOD_TEXTS.stripeManaged);
  if (row.provider !== 'local' || !row.providerCustomerId) throw badRequest(PAYMENT_METHOD_TEXTS.noCard);
  chargeCard(input, ctx.now());
  const card = cardOnFile(input);
  await saveCard(ctx.db, row.providerCustomerId, card, ctx.now());
  if (row.status === 'past_due' && card.chargeOutcome === 'succeeds') await retryOpenInvoice(ctx, row);
  return billingOverview(ctx, userId);
}

/** A receipt PDF for one of the caller's invoices; anyone else's is a 404. */
export async function invoiceReceipt(
  ctx: AppContext,
  userId: string,
  invoiceId: string,
): Promise<{ filename: string; pdf: Uint8Array }> {
  const invoice = await findUserInvoice(ctx.db, userId, invoiceId);
  const user = invoice && (await findUserById(ctx.db, userId));
  if (!invoice || !user) throw notFound(PAYMENT_METHOD_TEXTS.receiptNotFound);
  const row = await findUserSubscription(ctx.db, userId);
  const card =
    row?.provider === 'local' && row.providerCustomerId
      ? await findCard(ctx.db, row.providerCustomerId)
      : undefined;
  const paidWith = card ? cardName(card) : null;
  const pdf = await renderReceipt(invoice, { name: user.name, email: user.email, paidWith });
  const date = invoice.invoiceCreatedAt.toISOString().slice(0, 10);
  return { filename: `ringready-receipt-${date}.pdf`, pdf };
}
