import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview } from '@ringready/core/billing';
import type { LoginResponse } from '@ringready/core/api';
import { findPlan } from '@ringready/core/plans';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { PAST_DUE_DAYS, renewLocalSubscriptions } from './local-renewals.ts';

const DAY = 24 * 60 * 60 * 1000;
const PRO_CENTS = findPlan('tier2')!.price * 100;
let fakeNow = new Date('2026-03-02T10:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ trialDays: 7, env: 'development' }, { now: () => fakeNow });
});
afterAll(() => t.close());

const GOOD = '4242 4242 4242 4242';
const DECLINES_LATER = '4000 0000 0000 0341';
let address = 0;
type Customer = Awaited<ReturnType<typeof signUpAndLogin>>;

/** A visitor buys `tier` on the local checkout with a trial and sets a password through the welcome link. */
async function trialCustomer(cardNumber: string, tier = 'tier2'): Promise<Customer> {
  const email = `renewal-${++address}-${Date.now()}@example.com`;
  const remoteAddress = `10.11.0.${address}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    payload: { tier, email },
    remoteAddress,
  });
  const id = created.json<{ url: string }>().url.split('/').pop()!;
  const card = { cardNumber, expiry: '12/40', cvc: '123', nameOnCard: 'Ada Buyer', email };
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/local/${id}/pay`,
    payload: card,
    remoteAddress,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return login(email);
}

/** Signs in as an account made by checkout, its password set through the welcome e-mail's link. */
async function login(email: string): Promise<Customer> {
  const [mail] = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  const token = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail!.textBody)![1]!;
  const password = 'renewal-password-1';
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: decodeURIComponent(token), password },
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return {
    ...res.json<LoginResponse>(),
    email,
    password,
    auth: { authorization: `Bearer ${res.json<LoginResponse>().token}` },
  };
}

/** a fresh sign-in: the clock moves past session lifetimes here */
async function fresh(s: Customer): Promise<{ authorization: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: s.email, password: s.password },
  });
  return { authorization: `Bearer ${res.json<LoginResponse>().token}` };
}
const overview = async (s: Customer) =>
  (await t.app.inject({ url: '/api/billing', headers: await fresh(s) })).json<BillingOverview>();
const advance = async (days: number) => {
  fakeNow = new Date(fakeNow.getTime() + days * DAY);
  await renewLocalSubscriptions(t.ctx);
};

describe('local renewals', () => {
  it('charges the card at the trial end: active, a paid invoice, the money-back guarantee starts', async () => {
    const s = await trialCustomer(GOOD);
    const before = await overview(s);
    expect(before.status).toBe('trialing');
    expect(before.invoices).toEqual([]);
    expect(before.paymentMethod).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 });
    expect(before.canUpdatePaymentMethod).toBe(true);

    await advance(8);
    const after = await overview(s);
    expect(after.status).toBe('active');
    expect(after.trialEndsAt).toBeNull();
    expect(after.invoices).toHaveLength(1);
    expect(after.invoices[0]).toMatchObject({
      amount: PRO_CENTS,
      status: 'paid',
      description: 'Professional plan',
    });
    expect(after.refundEligible).toBe(true);
    expect(new Date(after.currentPeriodEnd!).getTime()).toBeGreaterThan(fakeNow.getTime() + 20 * DAY);

    // a second sweep in the same period charges nothing more
    await renewLocalSubscriptions(t.ctx);
    expect((await overview(s)).invoices).toHaveLength(1);
    // a month later the next period is charged
    await advance(31);
    expect((await overview(s)).invoices.filter((i) => i.status === 'paid')).toHaveLength(2);
  });

  it('a declined renewal is past_due with an open invoice until a new card pays it', async () => {
    const s = await trialCustomer(DECLINES_LATER);
    await advance(8);
    const due = await overview(s);
    expect(due.status).toBe('past_due');
    expect(due.invoices[0]).toMatchObject({ status: 'open', amount: PRO_CENTS });
    const mailbox = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(mailbox.body).toContain(s.email);

    const declined = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/card',
      headers: await fresh(s),
      payload: { cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123', nameOnCard: 'Ada' },
    });
    expect(declined.statusCode).toBe(402);
    expect((await overview(s)).status).toBe('past_due');

    const fixed = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/card',
      headers: await fresh(s),
      payload: { cardNumber: '5555 5555 5555 4444', expiry: '10/39', cvc: '321', nameOnCard: 'Ada' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const paid = fixed.json<BillingOverview>();
    expect(paid.status).toBe('active');
    expect(paid.invoices[0]).toMatchObject({ status: 'paid', amount: PRO_CENTS });
    expect(paid.paymentMethod).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it(`cancels a subscription still past_due after ${PAST_DUE_DAYS} days`, async () => {
    const s = await trialCustomer(DECLINES_LATER, 'tier1');
    await advance(8);
    expect((await overview(s)).status).toBe('past_due');
    await advance(PAST_DUE_DAYS + 1);
    expect((await overview(s)).status).toBe('canceled');
    const upload = await t.app.inject({ url: '/api/user', headers: await fresh(s) });
    expect(upload.json().subscription).toBeNull();
  });

  it('a cancellation at the period end ends the subscription when the period ends, keeping invoices', async () => {
    const s = await trialCustomer(GOOD);
    await advance(8);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/billing/cancel',
      headers: await fresh(s),
      payload: {},
    });
    expect(cancel.json<BillingOverview>().cancelAtPeriodEnd).toBe(true);
    await advance(32);
    const ended = await overview(s);
    expect(ended.status).toBe('canceled');
    expect(ended.invoices).toHaveLength(1);
  });
});

describe('payment method and receipts', () => {
  it('sends a local customer to the card page; nobody without a plan', async () => {
    const s = await trialCustomer(GOOD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/payment-method',
      headers: await fresh(s),
    });
    expect(res.json()).toEqual({ url: `${t.ctx.config.publicUrl}/checkout/card` });
    const none = await signUpAndLogin(t.app, { plan: null });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/billing/payment-method',
      headers: none.auth,
    });
    expect(refused.statusCode).toBe(404);
    const manual = await signUpAndLogin(t.app, { plan: 'tier2' });
    const noCard = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/card',
      headers: manual.auth,
      payload: {
        cardNumber: GOOD,
        expiry: '12/40',
        cvc: '123',
        nameOnCard: 'Ada',
      },
    });
    expect(noCard.statusCode).toBe(400);
  });

  it('validates the card form', async () => {
    const s = await trialCustomer(GOOD);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/card',
      headers: await fresh(s),
      payload: { cardNumber: '4242 4242 4242 4241', expiry: '12/40', cvc: '123', nameOnCard: 'Ada' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Your card number is invalid.');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/card',
      headers: await fresh(s),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect((await overview(s)).paymentMethod?.last4).toBe('4242');
  });

  it('gives the owner a receipt PDF and anyone else a 404', async () => {
    const s = await trialCustomer(GOOD);
    await advance(8);
    const [invoice] = (await overview(s)).invoices;
    const res = await t.app.inject({
      url: `/api/billing/invoices/${invoice!.id}/receipt`,
      headers: await fresh(s),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="ringready-receipt-\d{4}-\d\d-\d\d\.pdf"/,
    );

    const other = await signUpAndLogin(t.app, { plan: 'tier2' });
    const stolen = await t.app.inject({
      url: `/api/billing/invoices/${invoice!.id}/receipt`,
      headers: other.auth,
    });
    expect(stolen.statusCode).toBe(404);
    const junk = await t.app.inject({
      url: '/api/billing/invoices/not-a-uuid/receipt',
      headers: await fresh(s),
    });
    expect(junk.statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: `/api/billing/invoices/${invoice!.id}/receipt` });
    expect(anonymous.statusCode).toBe(401);
  });
});
