import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { billingEvents, subscriptions } from '../../db/schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionValues = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'userId'>>;

/** Advisory-lock namespace of checkout fulfilment (two-key form, apart from the login throttle's). */
const CHECKOUT_LOCK_CLASS = 0x42494c;

/** Records an event by id; false when it was already recorded (a replay or a concurrent delivery). */
export async function recordBillingEvent(
  q: Queryable,
  event: { id: string; type: string; createdAt: Date },
): Promise<boolean> {
  const rows = await q
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, eventCreatedAt: event.createdAt })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

/** Holds a lock on the e-mail until the transaction ends: one account and subscription per buyer. */
export async function lockCheckoutEmail(q: Queryable, email: string): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK_CLASS}::int, hashtext(${email}))`);
}

export async function findSubscriptionByProviderId(
  q: Queryable,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await q
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update');
  return row;
}

/** The account's one subscription row, whatever its status; locked for the transaction when asked. */
export async function findUserSubscription(
  q: Queryable,
  userId: string,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const query = q.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The account's one subscription row, created or replaced by these values. */
export async function upsertUserSubscription(
  q: Queryable,
  userId: string,
  values: SubscriptionValues & { tier: string; status: string; periodAnchor: Date },
  now: Date,
): Promise<void> {
  await q
    .insert(subscriptions)
    .values({ ...values, userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: now } });
}

export async function updateSubscription(q: Queryable, id: string, values: SubscriptionValues, now: Date) {
  await q
    .update(subscriptions)
    .set({ ...values, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/**
 * Local-checkout subscriptions with something due at `now`: a period (or trial) that has ended, or a
 * failed renewal older than the grace period.
 */
export async function listDueLocalSubscriptions(
  q: Queryable,
  now: Date,
  pastDueSince: Date,
): Promise<SubscriptionRow[]> {
  return q
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'local'),
        inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
        or(
          lte(subscriptions.currentPeriodEnd, now),
          and(eq(subscriptions.status, 'past_due'), lte(subscriptions.periodAnchor, pastDueSince)),
        ),
      ),
    )
    .limit(500);
}
