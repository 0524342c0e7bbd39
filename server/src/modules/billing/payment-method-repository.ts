import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { localPaymentMethods } from '../../db/schema.ts';
import type { CardOnFile } from '../../providers/checkout/local/card-rules.ts';

/** The local checkout's card on file for a customer (replaced by a newer one). */
export async function saveCard(q: Queryable, customerId: string, card: CardOnFile, now: Date): Promise<void> {
  const values = { ...card, updatedAt: now };
  await q
    .insert(localPaymentMethods)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: localPaymentMethods.customerId, set: values });
}

export async function findCard(q: Queryable, customerId: string): Promise<CardOnFile | undefined> {
  const [row] = await q
    .select()
    .from(localPaymentMethods)
    .where(eq(localPaymentMethods.customerId, customerId));
  if (!row) return undefined;
  const { brand, last4, expMonth, expYear } = row;
  return { brand, last4, expMonth, expYear, chargeOutcome: row.chargeOutcome as CardOnFile['chargeOutcome'] };
}
