import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview } from '@ringready/core/billing';
import { startFakeStripe } from '../../../test-support/fake-stripe-api.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { HAS_STRIPE_PLAN } from '../checkout/index.ts';
import { signStripeEvent } from '../../providers/checkout/stripe-checkout.ts';

const SECRET = 'whsec_test_billing';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    checkout: {
      provider: 'stripe',
      secretKey: 'sk_test_fake',
      webhookSecret: SECRET,
      prices: { tier1: 'price_t1', tier2: 'price_t2', tier3: 'price_t3' },
      apiBase: stripe.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const rand = () => randomBytes(8).toString('hex');
const seconds = () => Math.floor(Date.now() / 1000);

async function deliver(type: string, object: object, created = seconds()) {
  const payload = JSON.stringify({ id: `evt_${rand()}`, object: 'event', type, created, data: { object } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signStripeEvent(payload, SECRET),
    },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

function subscriptionObject(id: string, email: string, price: string, values: object = {}) {
  const start = seconds() - 60;
  return {
    id,
    object: 'subscription',
    customer: 'cus_billing',
    status: 'active',
    cancel_at_period_end: false,
    metadata: { tier: 'tier2', email },
    items: {
      data: [{ price: { id: price }, current_period_start: start, current_period_end: start + 30 * 86_400 }],
    },
    ...values,
  };
}

/** An account whose Professional plan Stripe bills: subscription events and the first paid invoice. */
async function stripeCustomer() {
  const s = await signUpAndLogin(t.app, { plan: null });
  const sub = `sub_${rand()}`;
  stripe.addSubscription(sub, 'price_t2');
  await deliver('customer.subscription.created', subscriptionObject(sub, s.email, 'price_t2'));
  await deliver('invoice.paid', {
    id: `in_${rand()}`,
    object: 'invoice',
    status: 'paid',
    amount_paid: 19500,
    currency: 'usd',
    created: seconds(),
    lines: {
      // a subscription's first invoice covers its first period
      data: [
        {
          description: '1 × Professional',
          period: { start: seconds() - 60, end: seconds() - 60 + 30 * 86_400 },
        },
      ],
    },
    parent: { subscription_details: { subscription: sub } },
  });
  return { ...s, sub };
}

const post = (auth: Record<string, string>, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/billing/${path}`, headers: auth, payload });
const sent = (method: string, path: string) =>
  stripe.requests.filter((r) => r.method === method && r.url.startsWith(path));

describe('managing a Stripe subscription', () => {
  it('records the paid invoice from invoice.paid', async () => {
    const s = await stripeCustomer();
    const o = (await t.app.inject({ url: '/api/billing', headers: s.auth })).json<BillingOverview>();
    expect(o).toMatchObject({ tier: 'tier2', status: 'active', refundEligible: true });
    expect(o.invoices).toEqual([
      expect.objectContaining({
        amount: 19500,
        currency: 'usd',
        status: 'paid',
        description: '1 × Professional',
      }),
    ]);
  });

  it('upgrades with subscriptions.update, the new price and proration', async () => {
    const s = await stripeCustomer();
    const res = await post(s.auth, 'change-plan', { tier: 'tier3' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tier: 'tier3', scheduledTier: null });
    const update = sent('POST', `/v1/subscriptions/${s.sub}`).pop()!;
    expect(update.form).toMatchObject({
      'items[0][price]': 'price_t3',
      proration_behavior: 'create_prorations',
    });
    expect(update.form['items[0][id]']).toMatch(/^si_/);
    const user = (await t.app.inject({ url: '/api/user', headers: s.auth })).json();
    expect(user.subscription).toMatchObject({ tier: 'tier3', realCallAnalysesLimit: 25 });
  });

  it('prices a downgrade without proration, keeps the plan until the renewal, then applies it', async () => {
    const s = await stripeCustomer();
    const res = await post(s.auth, 'change-plan', { tier: 'tier1' });
    expect(res.json()).toMatchObject({ tier: 'tier2', scheduledTier: 'tier1' });
    expect(sent('POST', `/v1/subscriptions/${s.sub}`).pop()!.form).toMatchObject({
      'items[0][price]': 'price_t1',
      proration_behavior: 'none',
    });
    // Stripe's echo of the price change does not shorten the paid period
    await deliver(
      'customer.subscription.updated',
      subscriptionObject(s.sub, s.email, 'price_t1'),
      seconds() + 1,
    );
    expect((await t.app.inject({ url: '/api/billing', headers: s.auth })).json()).toMatchObject({
      tier: 'tier2',
      scheduledTier: 'tier1',
    });
    // the next period at the new price
    const next = seconds() + 30 * 86_400;
    await deliver(
      'customer.subscription.updated',
      {
        ...subscriptionObject(s.sub, s.email, 'price_t1'),
        items: {
          data: [
            { price: { id: 'price_t1' }, current_period_start: next, current_period_end: next + 30 * 86_400 },
          ],
        },
      },
      seconds() + 2,
    );
    expect((await t.app.inject({ url: '/api/billing', headers: s.auth })).json()).toMatchObject({
      tier: 'tier1',
      scheduledTier: null,
    });
  });

  it('cancels with cancel_at_period_end, resumes, and follows cancel_at_period_end from Stripe', async () => {
    const s = await stripeCustomer();
    const res = await post(s.auth, 'cancel', {});
    expect(res.json()).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(sent('POST', `/v1/subscriptions/${s.sub}`).pop()!.form).toEqual({ cancel_at_period_end: 'true' });
    expect((await post(s.auth, 'resume')).json()).toMatchObject({ cancelAtPeriodEnd: false });
    expect(sent('POST', `/v1/subscriptions/${s.sub}`).pop()!.form).toEqual({ cancel_at_period_end: 'false' });
    // changed at Stripe (the dashboard, the portal): the event is the state
    await deliver(
      'customer.subscription.updated',
      subscriptionObject(s.sub, s.email, 'price_t3', { cancel_at_period_end: true }),
      seconds() + 5,
    );
    expect((await t.app.inject({ url: '/api/billing', headers: s.auth })).json()).toMatchObject({
      tier: 'tier3',
      cancelAtPeriodEnd: true,
    });
    // an older event does not undo it
    await deliver(
      'customer.subscription.updated',
      subscriptionObject(s.sub, s.email, 'price_t2'),
      seconds() - 30,
    );
    expect((await t.app.inject({ url: '/api/billing', headers: s.auth })).json()).toMatchObject({
      tier: 'tier3',
      cancelAtPeriodEnd: true,
    });
  });

  it('refunds with refunds.create on the invoice payment and cancels at once', async () => {
    const s = await stripeCustomer();
    const res = await post(s.auth, 'cancel', { refund: true });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json<BillingOverview>();
    expect(o).toMatchObject({ status: 'canceled', refundEligible: false });
    expect(o.invoices.map((i) => i.status)).toEqual(['refunded']);
    const refund = sent('POST', '/v1/refunds').pop()!;
    expect(refund.form.payment_intent).toMatch(/^pi_in_/);
    expect(sent('DELETE', `/v1/subscriptions/${s.sub}`)).toHaveLength(1);
  });

  it('another user cannot touch the subscription: their own requests act on their own (none) → 404', async () => {
    await stripeCustomer();
    const other = await signUpAndLogin(t.app, { plan: null });
    expect((await post(other.auth, 'cancel', { refund: true })).statusCode).toBe(404);
    expect((await post(other.auth, 'resume')).statusCode).toBe(404);
  });
});

describe('checkout for a customer Stripe already bills', () => {
  it('is refused: a second subscription would bill beside the first', async () => {
    const s = await stripeCustomer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: { tier: 'tier3', email: s.email },
      headers: s.auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(HAS_STRIPE_PLAN);
  });
});

describe('Stripe payment methods and refunds made at Stripe', () => {
  it("sends a Stripe customer to Stripe's Customer Portal, returning to Settings → Billing", async () => {
    const s = await stripeCustomer();
    const overview = (await t.app.inject({ url: '/api/billing', headers: s.auth })).json<BillingOverview>();
    expect(overview.canUpdatePaymentMethod).toBe(true);
    expect(overview.paymentMethod).toBeNull();
    const res = await post(s.auth, 'payment-method');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const call = stripe.requests.findLast((r) => r.url === '/v1/billing_portal/sessions')!;
    expect(call.form).toMatchObject({
      customer: 'cus_billing',
      return_url: `${t.ctx.config.publicUrl}/settings/billing`,
    });
    const card = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/card',
      headers: s.auth,
      payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', nameOnCard: 'Ada' },
    });
    expect(card.statusCode).toBe(400);
  });

  it('records refunds from charge.refunded: partial keeps the invoice paid, full marks it refunded', async () => {
    const s = await stripeCustomer();
    const pi = `pi_${rand()}`;
    await deliver('invoice.paid', {
      id: `in_${rand()}`,
      object: 'invoice',
      status: 'paid',
      amount_paid: 19500,
      currency: 'usd',
      created: seconds(),
      payment_intent: pi,
      description: 'Extra seat',
      parent: { subscription_details: { subscription: s.sub } },
    });
    const invoiceOf = async () =>
      (await t.app.inject({ url: '/api/billing', headers: s.auth }))
        .json<BillingOverview>()
        .invoices.find((i) => i.description === 'Extra seat')!;
    const charge = (amountRefunded: number) => ({
      id: `ch_${rand()}`,
      object: 'charge',
      amount: 19500,
      amount_refunded: amountRefunded,
      refunded: amountRefunded === 19500,
      payment_intent: pi,
    });
    await deliver('charge.refunded', charge(5000), seconds() + 1);
    expect(await invoiceOf()).toMatchObject({ status: 'paid', amountRefunded: 5000 });
    await deliver('charge.refunded', charge(19500), seconds() + 2);
    expect(await invoiceOf()).toMatchObject({ status: 'refunded', amountRefunded: 19500 });
    // an older, smaller refund event arriving late changes nothing
    await deliver('charge.refunded', charge(5000), seconds() - 5);
    expect(await invoiceOf()).toMatchObject({ status: 'refunded', amountRefunded: 19500 });
  });
});
