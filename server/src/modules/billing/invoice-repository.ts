import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'refundedAt'>;

/** Records an invoice once (by the provider's id); a repeated event changes nothing. */
export async function recordInvoice(q: Queryable, values: NewInvoice): Promise<void> {
  await q.insert(invoices).values(values).onConflictDoNothing();
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
  await q.update(invoices).set({ status: 'refunded', refundedAt: now }).where(inArray(invoices.id, ids));
}
