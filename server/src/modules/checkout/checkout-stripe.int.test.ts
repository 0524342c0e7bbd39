import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions, users } from '../../db/schema.ts';
import { createTestApp } from '../../../test-support/test-app.ts';
import { startFakeStripe } from '../../../test-support/fake-stripe-api.ts';

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    publicUrl: 'https://app.ringready.test',
    checkout: {
      provider: 'stripe',
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_test_fake',
      prices: { tier1: 'price_t1', tier2: 'price_t2', tier3: 'price_t3' },
      apiBase: stripe.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const create = (tier: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/create-session', payload: { tier, email } });
const details = (id: string) => t.app.inject({ method: 'GET', url: `/api/checkout/session/${id}` });

describe('checkout with the Stripe adapter', () => {
  it('creates a subscription-mode Checkout Session with the plan price, trial, e-mail and return URLs', async () => {
    const res = await create('tier2', 'Stripe.Buyer@Example.com');
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = stripe.requests.find((r) => r.method === 'POST')!;
    expect(sent.auth).toBe('Bearer sk_test_fake');
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_t2',
      'line_items[0][quantity]': '1',
      customer_email: 'stripe.buyer@example.com',
      success_url: 'https://app.ringready.test/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.ringready.test/signup',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][tier]': 'tier2',
      'metadata[tier]': 'tier2',
    });
    // the client never sends a price
    expect(Object.keys(sent.form).some((k) => k.includes('amount'))).toBe(false);
  });

  it('retrieves the session, and fulfils it once Stripe says it is complete', async () => {
    const email = `retrieve-${Date.now()}@example.com`;
    const id = (await create('tier3', email)).json<{ url: string }>().url.split('/').pop()!;
    expect((await details(id)).json()).toEqual({
      tier: 'tier3',
      customerEmail: email,
      paymentStatus: 'unpaid',
      subscriptionId: null,
      status: 'open',
    });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    stripe.complete(id, { customer: 'cus_fake1', subscription: 'sub_fake1', name: 'Grace Buyer' });
    const done = await details(id);
    expect(done.json()).toMatchObject({ paymentStatus: 'no_payment_required', subscriptionId: 'sub_fake1' });
    await details(id);
    const found = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(found).toHaveLength(1);
    const subs = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, found[0]!.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      tier: 'tier3',
      status: 'trialing',
      provider: 'stripe',
      providerCustomerId: 'cus_fake1',
      providerSubscriptionId: 'sub_fake1',
    });
  });

  it('answers 404 for ids Stripe does not know and for garbage', async () => {
    expect((await details('cs_test_unknown123456')).statusCode).toBe(404);
    expect((await details('not-a-session')).statusCode).toBe(404);
    // the local checkout page does not exist with Stripe
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/checkout/local/cs_test_unknown123456' })).statusCode,
    ).toBe(404);
  });
});
