import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CHECKOUT_TEXTS,
  type CheckoutSessionDetails,
  type LocalCheckoutView,
} from '@ringready/core/checkout';
import type { User } from '@ringready/core/api';
import { outboxEmails, subscriptions, users } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { WELCOME_SUBJECT } from '../mail/index.ts';
import { CREATE_SESSION_LIMIT } from './checkout-service.ts';
import { ACCOUNT_EXISTS } from './checkout-service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** each test its own client address, so the per-address rate limits stay apart */
const newClient = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', nameOnCard: 'Ada Buyer' };
let counter = 0;
const newEmail = () => `buyer${++counter}-${Date.now()}@example.com`;

async function startCheckout(email: string, tier = 'tier2', ip = newClient(), headers = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    payload: { tier, email },
    remoteAddress: ip,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json<{ url: string }>().url;
  expect(url).toMatch(/^http:\/\/localhost:3000\/checkout\/pay\/cs_local_[A-Za-z0-9_-]{32}$/);
  return url.split('/').pop()!;
}

const pay = (id: string, body: object, ip = newClient()) =>
  t.app.inject({ method: 'POST', url: `/api/checkout/local/${id}/pay`, payload: body, remoteAddress: ip });
const details = (id: string) => t.app.inject({ method: 'GET', url: `/api/checkout/session/${id}` });
const userCount = async (email: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.email, email))).length;

describe('the local checkout', () => {
  it('sells a plan with a trial: account, subscription, welcome e-mail with a working set-password link', async () => {
    const email = newEmail();
    const id = await startCheckout(email, 'tier1');

    const view = await t.app.inject({ method: 'GET', url: `/api/checkout/local/${id}` });
    expect(view.statusCode).toBe(200);
    expect(view.json<LocalCheckoutView>()).toEqual({
      id,
      tier: 'tier1',
      planName: 'Essential',
      price: 95,
      email,
      trialDays: 7,
      status: 'open',
    });
    const before = await details(id);
    expect(before.json()).toMatchObject({ paymentStatus: 'unpaid', subscriptionId: null, status: 'open' });

    const paid = await pay(id, { ...card, email });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ redirectUrl: `/checkout/success?session_id=${id}` });

    const after = await details(id);
    expect(after.statusCode).toBe(200);
    const d = after.json<CheckoutSessionDetails>();
    expect(d).toMatchObject({ tier: 'tier1', customerEmail: email, paymentStatus: 'no_payment_required' });
    expect(d.subscriptionId).toMatch(/^sub_local_/);

    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'member', name: 'Ada Buyer' });
    const [sub] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id));
    expect(sub).toMatchObject({
      tier: 'tier1',
      status: 'trialing',
      providerSubscriptionId: d.subscriptionId,
    });
    const trialDays = (sub!.trialEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThan(7.1);

    const mails = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    expect(mails.map((m) => m.subject)).toEqual([WELCOME_SUBJECT]);
    const token = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mails[0]!.textBody)![1]!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token), password: 'my-new-password-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'my-new-password-1' },
    });
    expect(login.statusCode).toBe(200);
    const me = login.json<{ user: User }>().user;
    expect(me.subscription).toMatchObject({
      tier: 'tier1',
      status: 'trialing',
      trialEndsAt: sub!.trialEndsAt!.toISOString(),
    });

    // paying again, or asking again, changes nothing
    expect((await pay(id, { ...card, email })).json()).toEqual({
      redirectUrl: `/checkout/success?session_id=${id}`,
    });
    await details(id);
    expect(await userCount(email)).toBe(1);
    expect(await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))).toHaveLength(
      1,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/checkout/local/${id}` })).json().status).toBe(
      'complete',
    );
  });

  it('tells a visitor, without signing in, the free trial every plan starts with', async () => {
    const terms = await t.app.inject({ method: 'GET', url: '/api/checkout/terms' });
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual({ trialDays: 7 });
  });

  it('without a trial the first invoice is paid at checkout', async () => {
    const noTrial = await createTestApp({ trialDays: 0 });
    try {
      expect((await noTrial.app.inject({ url: '/api/checkout/terms' })).json()).toEqual({ trialDays: 0 });
      const email = newEmail();
      const res = await noTrial.app.inject({
        method: 'POST',
        url: '/api/checkout/create-session',
        payload: { tier: 'tier3', email },
      });
      const id = res.json<{ url: string }>().url.split('/').pop()!;
      const paid = await noTrial.app.inject({
        method: 'POST',
        url: `/api/checkout/local/${id}/pay`,
        payload: { ...card, email },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const d = (await noTrial.app.inject({ method: 'GET', url: `/api/checkout/session/${id}` })).json();
      expect(d).toMatchObject({ tier: 'tier3', paymentStatus: 'paid' });
      const [sub] = await noTrial.ctx.db.select().from(subscriptions);
      expect(sub).toMatchObject({ tier: 'tier3', status: 'active', trialEndsAt: null });
      expect(sub!.currentPeriodEnd).not.toBeNull();
    } finally {
      await noTrial.close();
    }
  });

  it('a declined card and a card without funds create nothing (402)', async () => {
    const email = newEmail();
    const id = await startCheckout(email);
    const declined = await pay(id, { ...card, email, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.' });
    const poor = await pay(id, { ...card, email, cardNumber: '4000000000009995' });
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toEqual({ message: 'Your card has insufficient funds.' });
    expect(await userCount(email)).toBe(0);
    expect((await details(id)).json()).toMatchObject({ paymentStatus: 'unpaid', subscriptionId: null });
  });

  it('refuses a bad card number, expiry or CVC with 400 and a clear message', async () => {
    const email = newEmail();
    const id = await startCheckout(email);
    const cases: [object, string][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, CHECKOUT_TEXTS.invalidNumber],
      [{ expiry: '01/21' }, CHECKOUT_TEXTS.invalidExpiry],
      [{ expiry: '13/40' }, CHECKOUT_TEXTS.invalidExpiry],
      [{ cvc: '12x' }, CHECKOUT_TEXTS.invalidCvc],
      [{ cvc: '' }, 'Please enter the CVC.'],
      [{ email: 'someone-else@example.com' }, CHECKOUT_TEXTS.emailMismatch],
    ];
    for (const [change, message] of cases) {
      const res = await pay(id, { ...card, email, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await userCount(email)).toBe(0);
  });

  it('validates create-session and answers 404 for unknown or garbage ids', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: { tier: 'tier9', email: newEmail() },
      remoteAddress: newClient(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('tier must be one of tier1, tier2, tier3');
    const noEmail = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: { tier: 'tier1', email: 'nope' },
      remoteAddress: newClient(),
    });
    expect(noEmail.statusCode).toBe(400);
    for (const id of [
      'cs_local_doesnotexist000000000000000000',
      'garbage',
      `cs_${'x'.repeat(90)}`,
      '%27%20or%201=1',
    ]) {
      expect((await details(id)).statusCode, id).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/checkout/local/${id}` })).statusCode).toBe(404);
      expect((await pay(id, { ...card, email: newEmail() })).statusCode).toBe(404);
    }
  });

  it('a checkout for an existing account changes its plan, never a second user or subscription', async () => {
    const s = await signUpAndLogin(t.app, { plan: 'tier1' });
    const id = await startCheckout(s.email, 'tier3', newClient(), s.auth);
    expect((await pay(id, { ...card, email: s.email })).statusCode).toBe(200);
    expect(await userCount(s.email)).toBe(1);
    const rows = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, s.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tier: 'tier3', status: 'trialing', provider: 'local' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: s.auth });
    expect(me.json().subscription).toMatchObject({ tier: 'tier3', realCallAnalysesLimit: 25 });
    const welcome = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, s.email));
    expect(welcome).toHaveLength(0);
  });

  it("refuses a checkout for someone else's existing account (it would change their plan)", async () => {
    const victim = await signUpAndLogin(t.app, { plan: 'tier3' });
    const stranger = await signUpAndLogin(t.app);
    for (const headers of [{}, stranger.auth]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/create-session',
        payload: { tier: 'tier1', email: victim.email },
        remoteAddress: newClient(),
        headers,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ACCOUNT_EXISTS);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: victim.auth });
    expect(me.json().subscription).toMatchObject({ tier: 'tier3' });
  });

  it('rate-limits create-session per client address (429 after 10 a minute)', async () => {
    const ip = newClient();
    const codes: number[] = [];
    for (let i = 0; i < CREATE_SESSION_LIMIT + 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/create-session',
        payload: { tier: 'tier1', email: newEmail() },
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(CREATE_SESSION_LIMIT);
    expect(codes.slice(-2)).toEqual([429, 429]);
    // another address is not affected
    await startCheckout(newEmail(), 'tier1', newClient());
  });

  it('rate-limits paying per client address', async () => {
    const email = newEmail();
    const id = await startCheckout(email);
    const ip = newClient();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await pay(id, { ...card, email, cvc: '1x' }, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes.slice(-2)).toEqual([429, 429]);
  });
});
