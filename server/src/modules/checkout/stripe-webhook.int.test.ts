import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingEvents, outboxEmails, subscriptions, users } from '../../db/schema.ts';
import { createTestApp } from '../../../test-support/test-app.ts';
import { PAYMENT_FAILED_SUBJECT, WELCOME_SUBJECT } from '../mail/index.ts';
import { signStripeEvent } from '../../providers/checkout/stripe-checkout.ts';

const SECRET = 'whsec_test_webhook_secret';
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    checkout: {
      provider: 'stripe',
      secretKey: 'sk_test_fake',
      webhookSecret: SECRET,
      prices: { tier1: 'price_t1', tier2: 'price_t2', tier3: 'price_t3' },
      apiBase: 'http://127.0.0.1:9',
    },
  });
});
afterAll(() => t.close());

const rand = () => randomBytes(8).toString('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

function event(type: string, object: object, created = nowSeconds()) {
  return { id: `evt_${rand()}`, object: 'event', type, created, data: { object } };
}

function deliver(body: object, secret = SECRET) {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signStripeEvent(payload, secret),
    },
    payload,
  });
}

function buyer(tier = 'tier2') {
  const email = `hook-${rand()}@example.com`;
  const subscription = `sub_${rand()}`;
  const completed = event('checkout.session.completed', {
    id: `cs_test_${rand()}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'no_payment_required',
    customer: `cus_${rand()}`,
    customer_email: email,
    customer_details: { email, name: 'Hook Buyer' },
    subscription,
    metadata: { tier, email, trial_days: '7' },
  });
  return { email, subscription, completed };
}

function subscriptionObject(id: string, email: string, values: Record<string, unknown>) {
  const start = nowSeconds();
  return {
    id,
    object: 'subscription',
    customer: 'cus_x',
    status: 'active',
    cancel_at_period_end: false,
    metadata: { tier: 'tier2', email },
    items: {
      data: [
        { price: { id: 'price_t2' }, current_period_start: start, current_period_end: start + 2_592_000 },
      ],
    },
    ...values,
  };
}

const accountOf = async (email: string) => {
  const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  const subs = user
    ? await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
    : [];
  const mail = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  return { user, subs, mail };
};

describe('the Stripe webhook', () => {
  it('fulfils a correctly signed checkout.session.completed: account, trial, welcome e-mail', async () => {
    const b = buyer('tier1');
    const res = await deliver(b.completed);
    expect(res.statusCode, res.body).toBe(200);
    const { user, subs, mail } = await accountOf(b.email);
    expect(user).toMatchObject({ role: 'member', name: 'Hook Buyer' });
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      tier: 'tier1',
      status: 'trialing',
      providerSubscriptionId: b.subscription,
    });
    expect(mail.map((m) => m.subject)).toEqual([WELCOME_SUBJECT]);
  });

  it('refuses a forged or unsigned event with 400 and changes nothing', async () => {
    const b = buyer();
    const forged = await deliver(b.completed, 'whsec_not_the_secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid webhook signature' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(b.completed),
    });
    expect(unsigned.statusCode).toBe(400);
    // a valid signature over other bytes
    const header = signStripeEvent('{}', SECRET);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: JSON.stringify(b.completed),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await accountOf(b.email)).user).toBeUndefined();
    expect(
      await t.ctx.db.select().from(billingEvents).where(eq(billingEvents.id, b.completed.id)),
    ).toHaveLength(0);
  });

  it('treats a replayed event as a no-op', async () => {
    const b = buyer();
    expect((await deliver(b.completed)).statusCode).toBe(200);
    const first = await accountOf(b.email);
    expect((await deliver(b.completed)).statusCode).toBe(200);
    const again = await accountOf(b.email);
    expect(again.subs).toEqual(first.subs);
    expect(again.mail).toHaveLength(1);
  });

  it('creates one account and one subscription from 10 concurrent deliveries of the same event', async () => {
    const b = buyer();
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(b.completed)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const { user, subs, mail } = await accountOf(b.email);
    expect(user).toBeDefined();
    expect(subs).toHaveLength(1);
    expect(mail).toHaveLength(1);
  });

  it('creates one subscription when the session and the subscription events race', async () => {
    const b = buyer();
    const created = event(
      'customer.subscription.created',
      subscriptionObject(b.subscription, b.email, {
        status: 'trialing',
        trial_end: nowSeconds() + 7 * 86400,
      }),
    );
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(b.completed)),
      ...Array.from({ length: 5 }, () => deliver(created)),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const { subs, mail } = await accountOf(b.email);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'trialing', providerSubscriptionId: b.subscription });
    expect(mail).toHaveLength(1);
  });

  it('keeps the state of the latest customer.subscription.updated when events arrive out of order', async () => {
    const b = buyer();
    await deliver(b.completed);
    const t0 = nowSeconds();
    const at = (seconds: number, values: Record<string, unknown>) =>
      event(
        'customer.subscription.updated',
        subscriptionObject(b.subscription, b.email, values),
        t0 + seconds,
      );
    const latest = at(20, {
      status: 'active',
      cancel_at_period_end: true,
      items: { data: [{ price: { id: 'price_t3' } }] },
    });
    const older = at(10, { status: 'past_due', cancel_at_period_end: false });
    expect((await deliver(latest)).statusCode).toBe(200);
    expect((await deliver(older)).statusCode).toBe(200);
    let { subs } = await accountOf(b.email);
    expect(subs[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, tier: 'tier3' });

    await deliver(
      event(
        'customer.subscription.deleted',
        subscriptionObject(b.subscription, b.email, { status: 'canceled' }),
        t0 + 30,
      ),
    );
    ({ subs } = await accountOf(b.email));
    expect(subs[0]).toMatchObject({ status: 'canceled' });
    await deliver(at(25, { status: 'active' }));
    ({ subs } = await accountOf(b.email));
    expect(subs[0]!.status).toBe('canceled');
  });

  it('invoice.paid starts a new period: the anchor moves so usage resets by derivation', async () => {
    const b = buyer();
    await deliver(b.completed);
    const start = nowSeconds() + 7 * 86400;
    const invoice = event('invoice.paid', {
      id: `in_${rand()}`,
      object: 'invoice',
      customer_email: b.email,
      amount_due: 19500,
      parent: { subscription_details: { subscription: b.subscription } },
      lines: { data: [{ period: { start, end: start + 30 * 86400 } }] },
    });
    expect((await deliver(invoice)).statusCode).toBe(200);
    const { subs } = await accountOf(b.email);
    expect(subs[0]!.periodAnchor.getTime()).toBe(start * 1000);
    expect(subs[0]!.currentPeriodEnd!.getTime()).toBe((start + 30 * 86400) * 1000);
  });

  it('invoice.payment_failed → past_due and an e-mail; invoice.paid recovers it', async () => {
    const b = buyer();
    await deliver(b.completed);
    const failed = event('invoice.payment_failed', {
      id: `in_${rand()}`,
      object: 'invoice',
      customer_email: b.email,
      hosted_invoice_url: 'https://invoice.stripe.test/i/1',
      parent: { subscription_details: { subscription: b.subscription } },
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    let { subs, mail } = await accountOf(b.email);
    expect(subs[0]!.status).toBe('past_due');
    const notice = mail.find((m) => m.subject === PAYMENT_FAILED_SUBJECT);
    expect(notice?.textBody).toContain('https://invoice.stripe.test/i/1');
    await deliver(failed);
    ({ mail } = await accountOf(b.email));
    expect(mail.filter((m) => m.subject === PAYMENT_FAILED_SUBJECT)).toHaveLength(1);

    const paid = event(
      'invoice.paid',
      {
        id: `in_${rand()}`,
        object: 'invoice',
        parent: { subscription_details: { subscription: b.subscription } },
      },
      nowSeconds() + 5,
    );
    await deliver(paid);
    ({ subs } = await accountOf(b.email));
    expect(subs[0]!.status).toBe('active');
  });

  it('ignores event types it does not handle, but records them', async () => {
    const other = event('customer.created', { id: 'cus_other', object: 'customer' });
    expect((await deliver(other)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(billingEvents).where(eq(billingEvents.id, other.id))).toHaveLength(1);
  });
});
