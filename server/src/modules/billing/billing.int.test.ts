import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEATURE_UPGRADE_TEXT, type BillingOverview } from '@ringready/core/billing';
import type { LoginResponse } from '@ringready/core/api';
import { NO_SUBSCRIPTION_MESSAGE } from '@ringready/core/usage';
import { officeHours, sessions } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { BILLING_TEXTS } from './billing-service.ts';

const DAY = 24 * 60 * 60 * 1000;
let fakeNow = new Date();
const advance = (ms: number) => (fakeNow = new Date(fakeNow.getTime() + ms));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ trialDays: 0 }, { now: () => fakeNow });
});
afterAll(() => t.close());

let address = 0;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', nameOnCard: 'Ada Buyer' };
type Customer = Awaited<ReturnType<typeof signUpAndLogin>>;

/** An account that bought `tier` on the local checkout without a trial: active, first invoice paid. */
async function paidCustomer(tier = 'tier2'): Promise<Customer> {
  const s = await signUpAndLogin(t.app, { plan: 'tier1' });
  const remoteAddress = `10.9.0.${++address}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    payload: { tier, email: s.email },
    remoteAddress,
    headers: s.auth, // the account's own checkout
  });
  const id = created.json<{ url: string }>().url.split('/').pop()!;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/local/${id}/pay`,
    payload: { ...card, email: s.email },
    remoteAddress,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return s;
}

/** a fresh token after the clock moved past the old one's lifetime */
async function relogin(s: Customer): Promise<Customer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: s.email, password: s.password },
  });
  const body = res.json<LoginResponse>();
  return { ...s, auth: { authorization: `Bearer ${body.token}` } };
}

const overview = (s: Customer) => t.app.inject({ url: '/api/billing', headers: s.auth });
const post = (s: Customer | null, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/billing/${path}`, headers: s?.auth ?? {}, payload });
const me = async (s: Customer) => (await t.app.inject({ url: '/api/user', headers: s.auth })).json();

describe('billing overview', () => {
  it('is all nulls without a subscription', async () => {
    const s = await signUpAndLogin(t.app, { plan: null });
    const res = await overview(s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tier: null,
      planName: null,
      status: null,
      trialEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      scheduledTier: null,
      refundEligible: false,
      paymentMethod: null,
      canUpdatePaymentMethod: false,
      invoices: [],
    });
    expect((await post(s, 'change-plan', { tier: 'tier3' })).json()).toEqual({
      message: BILLING_TEXTS.noSubscription,
    });
    expect((await post(s, 'cancel', {})).statusCode).toBe(404);
  });

  it('shows the paid plan, its period, the invoice and the money-back eligibility', async () => {
    const s = await paidCustomer('tier2');
    const o = (await overview(s)).json<BillingOverview>();
    expect(o).toMatchObject({
      tier: 'tier2',
      planName: 'Professional',
      status: 'active',
      cancelAtPeriodEnd: false,
      scheduledTier: null,
      refundEligible: true,
    });
    expect(new Date(o.currentPeriodEnd!).getTime()).toBeGreaterThan(fakeNow.getTime() + 27 * DAY);
    expect(o.invoices).toEqual([
      expect.objectContaining({
        amount: 19500,
        currency: 'usd',
        status: 'paid',
        description: 'Professional plan',
      }),
    ]);
  });

  it('answers 401 without a token on every billing route', async () => {
    expect((await t.app.inject({ url: '/api/billing' })).statusCode).toBe(401);
    for (const path of ['change-plan', 'cancel', 'resume'])
      expect((await post(null, path, { tier: 'tier3' })).statusCode, path).toBe(401);
  });
});

describe('changing the plan', () => {
  it('upgrades at once: limits change and a prorated invoice is recorded', async () => {
    let s = await paidCustomer('tier1');
    advance(10 * DAY);
    s = await relogin(s);
    const res = await post(s, 'change-plan', { tier: 'tier3' });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json<BillingOverview>();
    expect(o).toMatchObject({ tier: 'tier3', scheduledTier: null });
    expect((await me(s)).subscription).toMatchObject({ tier: 'tier3', realCallAnalysesLimit: 25 });
    const [upgrade, first] = o.invoices;
    expect(first).toMatchObject({ amount: 9500 });
    expect(upgrade!.description).toBe('Upgrade from Essential to Master (prorated)');
    // 300 dollars of difference, about two thirds of the period left
    expect(upgrade!.amount).toBeGreaterThan(18_000);
    expect(upgrade!.amount).toBeLessThan(30_000);
  });

  it('schedules a downgrade for the period end and applies it once the period is over', async () => {
    let s = await paidCustomer('tier3');
    const res = await post(s, 'change-plan', { tier: 'tier1' });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json<BillingOverview>();
    expect(o).toMatchObject({ tier: 'tier3', scheduledTier: 'tier1' });
    expect((await me(s)).subscription).toMatchObject({ tier: 'tier3' });
    expect((await post(s, 'change-plan', { tier: 'tier1' })).statusCode).toBe(400);

    advance(new Date(o.currentPeriodEnd!).getTime() - fakeNow.getTime() + 1000);
    s = await relogin(s);
    expect((await overview(s)).json()).toMatchObject({
      tier: 'tier1',
      scheduledTier: null,
      status: 'active',
    });
    expect((await me(s)).subscription).toMatchObject({ tier: 'tier1', realCallAnalysesLimit: 3 });
  });

  it('keeps the plan when it is chosen while a downgrade waits; the same plan alone is a 400', async () => {
    const s = await paidCustomer('tier2');
    const same = await post(s, 'change-plan', { tier: 'tier2' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: BILLING_TEXTS.samePlan });
    await post(s, 'change-plan', { tier: 'tier1' });
    const kept = await post(s, 'change-plan', { tier: 'tier2' });
    expect(kept.json()).toMatchObject({ tier: 'tier2', scheduledTier: null });
    expect((await post(s, 'change-plan', { tier: 'tier9' })).statusCode).toBe(400);
  });
});

describe('cancelling', () => {
  it('cancels at the period end, and resumes', async () => {
    const s = await paidCustomer('tier2');
    const cancelled = await post(s, 'cancel', {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, tier: 'tier2' });
    const resumed = await post(s, 'resume');
    expect(resumed.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const again = await post(s, 'resume');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: BILLING_TEXTS.nothingToResume });
  });

  it('refunds inside the money-back guarantee and ends the plan at once', async () => {
    let s = await paidCustomer('tier2');
    advance(5 * DAY);
    s = await relogin(s);
    const res = await post(s, 'cancel', { refund: true });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json<BillingOverview>();
    expect(o).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false, refundEligible: false });
    expect(o.invoices.map((i) => i.status)).toEqual(['refunded']);
    expect((await me(s)).subscription).toBeNull();
  });

  it('refuses a refund after the money-back days, changing nothing', async () => {
    let s = await paidCustomer('tier2');
    advance(31 * DAY);
    s = await relogin(s);
    expect((await overview(s)).json()).toMatchObject({ refundEligible: false, status: 'active' });
    const res = await post(s, 'cancel', { refund: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BILLING_TEXTS.notRefundable });
    expect((await overview(s)).json()).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
  });

  it('after the cancelled period ends, uploads and practice are refused and nothing is deleted', async () => {
    let s = await paidCustomer('tier2');
    await t.ctx.db
      .insert(sessions)
      .values({ userId: s.user.id, type: 'practice', status: 'completed', durationSeconds: 120 });
    const o = (await post(s, 'cancel', {})).json<BillingOverview>();
    advance(new Date(o.currentPeriodEnd!).getTime() - fakeNow.getTime() + 1000);
    s = await relogin(s);
    expect((await overview(s)).json()).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    const boundary = '----rrbilling';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/upload',
      headers: { ...s.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="call.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nSeller: Hello!\nBuyer: Hi.\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode, upload.body).toBe(403);
    expect(upload.json()).toEqual({ message: NO_SUBSCRIPTION_MESSAGE });
    const scenarios = (await t.app.inject({ url: '/api/scenarios', headers: s.auth })).json();
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/start',
      headers: s.auth,
      payload: { scenarioId: scenarios[0]?.id, mode: 'basic' },
    });
    expect(start.statusCode, start.body).toBe(403);
    const list = await t.app.inject({ url: '/api/sessions', headers: s.auth });
    expect(list.json()).toHaveLength(1);
    expect((await me(s)).subscription).toBeNull();
  });
});

describe('plan features', () => {
  it('office hours need Professional: Essential gets 403, Professional registers', async () => {
    const [hour] = await t.ctx.db
      .insert(officeHours)
      .values({
        slug: `billing-${Math.random()}`,
        title: 'Plan Hour',
        description: 'd',
        host: 'Host',
        scheduledAt: new Date(fakeNow.getTime() + 48 * 3600_000),
        durationMinutes: 30,
        capacity: 10,
      })
      .returning();
    const url = `/api/office-hours/${hour!.id}/registration`;
    const essential = await signUpAndLogin(t.app, { plan: 'tier1' });
    const refused = await t.app.inject({ method: 'POST', url, headers: essential.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: FEATURE_UPGRADE_TEXT['office-hours'] });
    expect(refused.json().message).toBe('Available on Professional');
    const none = await signUpAndLogin(t.app, { plan: null });
    expect((await t.app.inject({ method: 'POST', url, headers: none.auth })).statusCode).toBe(403);
    const pro = await signUpAndLogin(t.app, { plan: 'tier2' });
    const ok = await t.app.inject({ method: 'POST', url, headers: pro.auth });
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await t.ctx.db.select().from(officeHours).where(eq(officeHours.id, hour!.id));
    expect(rows).toHaveLength(1);
  });
});
