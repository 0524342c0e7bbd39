import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { TIERS, type Tier } from '@ringready/core/plans';
import type { Db } from '../../../db/client.ts';
import { localCheckoutSessions } from '../../../db/schema.ts';
import { getOrCreateSecret } from '../../../lib/app-secrets.ts';
import type { CheckoutProvider, CheckoutSessionInfo } from '../checkout-port.ts';
import { signStripeEvent, verifyStripeEvent } from '../stripe-checkout.ts';

/** Stripe's default: an unpaid checkout session expires after 24 hours. */
export const LOCAL_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

type Row = typeof localCheckoutSessions.$inferSelect;

/** 24 random bytes: as unguessable as a Stripe session id. */
const randomId = (prefix: string) => `${prefix}_local_${randomBytes(24).toString('base64url')}`;

export interface LocalCheckoutSession extends CheckoutSessionInfo {
  tier: Tier;
  expiresAt: Date;
}

/**
 * What only the local checkout has, beside the port: its own payment page marks a session paid, and the
 * events it writes for what happens to the subscriptions it sold are signed as Stripe signs them.
 */
export interface LocalPayments {
  find(id: string): Promise<LocalCheckoutSession | undefined>;
  /**
   * Marks an open, unexpired session complete with new customer and subscription ids, once: a second
   * call (a double click, a race) gets undefined.
   */
  complete(id: string, customerName: string): Promise<LocalCheckoutSession | undefined>;
  /** the `stripe-signature` header of an event's payload, made with the local webhook secret */
  signEvent(payload: string): Promise<string>;
}

function present(row: Row, now: Date): LocalCheckoutSession {
  const expired = row.status === 'open' && row.expiresAt <= now;
  return {
    id: row.id,
    status: expired ? 'expired' : row.status === 'complete' ? 'complete' : 'open',
    paymentStatus: row.paymentStatus as CheckoutSessionInfo['paymentStatus'],
    email: row.email,
    customerName: row.customerName,
    tier: row.tier as Tier,
    trialDays: row.trialDays,
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    expiresAt: row.expiresAt,
  };
}

/** Checkout without a payment provider: sessions in our database, the app's own card page, no money moves. */
export function createLocalCheckout(opts: { db: Db; publicUrl: string; now: () => Date }): {
  checkout: CheckoutProvider;
  payments: LocalPayments;
} {
  const { db, now } = opts;
  const webhookSecret = async () =>
    `whsec_${(await getOrCreateSecret(db, 'local-checkout-webhook')).toString('base64url')}`;
  const find = async (id: string) => {
    const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id));
    return row ? present(row, now()) : undefined;
  };
  const checkout: CheckoutProvider = {
    kind: 'local',
    async createSession({ tier, email, trialDays }) {
      const id = randomId('cs');
      await db.insert(localCheckoutSessions).values({
        id,
        tier,
        email,
        trialDays,
        createdAt: now(),
        expiresAt: new Date(now().getTime() + LOCAL_SESSION_TTL_MS),
      });
      return { id, url: `${opts.publicUrl}/checkout/pay/${id}` };
    },
    retrieveSession: find,
    verifyEvent: async (payload, signature) => verifyStripeEvent(payload, signature, await webhookSecret()),
    tierForPrice: (priceId) => TIERS.find((tier) => priceId === `price_local_${tier}`),
  };
  return {
    checkout,
    payments: {
      find,
      signEvent: async (payload) => signStripeEvent(payload, await webhookSecret()),
      async complete(id, customerName) {
        const at = now();
        const [row] = await db
          .update(localCheckoutSessions)
          .set({
            status: 'complete',
            customerId: randomId('cus'),
            subscriptionId: randomId('sub'),
            customerName,
            completedAt: at,
            paymentStatus: sql`case when ${localCheckoutSessions.trialDays} > 0
              then 'no_payment_required' else 'paid' end`,
          })
          .where(
            and(
              eq(localCheckoutSessions.id, id),
              eq(localCheckoutSessions.status, 'open'),
              gt(localCheckoutSessions.expiresAt, at),
            ),
          )
          .returning();
        return row ? present(row, at) : undefined;
      },
    },
  };
}
