import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'refundedAt' | 'amountRefunded'>;

/**
 * Records an invoice once (by the provider's id); a repeated event changes nothing, except that an open
 * (unpaid) invoice becomes paid when its payment arrives.
 */
export async function recordInvoice(q: Queryable, values: NewInvoice): Promise<void> {
  await q
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: {
        status: sql`excluded.status`,
        amount: sql`excluded.amount`,
        providerPaymentId: sql`coalesce(excluded.provider_payment_id, ${invoices.providerPaymentId})`,
        userId: sql`coalesce(${invoices.userId}, excluded.user_id)`,
      },
      setWhere: sql`${invoices.status} = 'open' and excluded.status = 'paid'`,
    });
}

/** The subscription's unpaid invoice, if any (a failed renewal waiting for another card). */
export async function findOpenInvoice(q: Queryable, providerSubscriptionId: string) {
  const [row] = await q
    .select()
    .from(invoices)
    .where(and(eq(invoices.providerSubscriptionId, providerSubscriptionId), eq(invoices.status, 'open')))
    .orderBy(desc(invoices.invoiceCreatedAt))
    .limit(1);
  return row;
}

export async function findUserInvoice(q: Queryable, userId: string, id: string) {
  const [row] = await q
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.id, id)));
  return row;
}

/**
 * A refund the provider reports (also one made in its dashboard): the amount refunded so far; all of it
 * makes the invoice refunded. Amounts only grow, so an older event never undoes a newer one.
 */
export async function recordRefund(q: Queryable, paymentIds: string[], amountRefunded: number, now: Date) {
  if (paymentIds.length === 0) return;
  await q
    .update(invoices)
    .set({
      amountRefunded: sql`greatest(${invoices.amountRefunded}, least(${amountRefunded}, ${invoices.amount}))`,
      status: sql`case when ${amountRefunded} >= ${invoices.amount} then 'refunded' else ${invoices.status} end`,
      refundedAt: sql`case when ${amountRefunded} >= ${invoices.amount}
        then coalesce(${invoices.refundedAt}, ${now.toISOString()}::timestamptz) else ${invoices.refundedAt} end`,
    })
    .where(
      and(inArray(invoices.providerPaymentId, paymentIds), inArray(invoices.status, ['paid', 'refunded'])),
    );
}

/** Invoices that arrived before their subscription's account was known now belong to it. */
export async function claimInvoices(q: Queryable, providerSubscriptionId: string, userId: string) {
  await q
    .update(invoices)
    .set({ userId })
    .where(and(eq(invoices.providerSubscriptionId, providerSubscriptionId), isNull(invoices.userId)));
}

export async function listInvoices(q: Queryable, userId: string): Promise<InvoiceRow[]> {
  return q
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.invoiceCreatedAt), desc(invoices.id));
}

/** The account's first payment (an invoice with money, paid then or refunded since). */
export async function findFirstPayment(q: Queryable, userId: string): Promise<InvoiceRow | undefined> {
  const [row] = await q
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, userId),
        gt(invoices.amount, 0),
        inArray(invoices.status, ['paid', 'refunded']),
      ),
    )
    .orderBy(asc(invoices.invoiceCreatedAt))
    .limit(1);
  return row;
}

export async function hasRefund(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'refunded')))
    .limit(1);
  return rows.length > 0;
}

/** The account's paid invoices with money: what a money-back refund pays back. */
export async function findRefundableInvoices(q: Queryable, userId: string): Promise<InvoiceRow[]> {
  return q
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'paid'), gt(invoices.amount, 0)))
    .orderBy(asc(invoices.invoiceCreatedAt));
}

export async function markRefunded(q: Queryable, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await q
    .update(invoices)
    .set({ status: 'refunded', refundedAt: now, amountRefunded: sql`${invoices.amount}` })
    .where(inArray(invoices.id, ids));
}
