import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BillingOverview } from '@ringready/core/billing';
import type { LoginResponse, User } from '@ringready/core/api';
import { outboxEmails } from '../../db/schema.ts';
import { createTestApp } from '../../../test-support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const fakeNow = new Date('2026-11-27T10:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ trialDays: 7 }, { now: () => fakeNow });
});
afterAll(() => t.close());

let address = 0;
type Auth = { authorization: string };

/** A visitor buys `tier` on the local checkout with a 7-day trial and sets a password through the welcome link. */
async function trialCustomer(tier = 'tier2'): Promise<Auth> {
  const email = `period-${++address}-${Date.now()}@example.com`;
  const remoteAddress = `10.12.0.${address}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    payload: { tier, email },
    remoteAddress,
  });
  const id = created.json<{ url: string }>().url.split('/').pop()!;
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', nameOnCard: 'Ada', email };
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/local/${id}/pay`,
    payload: card,
    remoteAddress,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const [mail] = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  const token = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail!.textBody)![1]!;
  const password = 'period-password-1';
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: decodeURIComponent(token), password },
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json<LoginResponse>().token}` };
}

const overview = async (auth: Auth) =>
  (await t.app.inject({ url: '/api/billing', headers: auth })).json<BillingOverview>();
const me = async (auth: Auth) => (await t.app.inject({ url: '/api/user', headers: auth })).json<User>();
const post = (auth: Auth, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/billing/${path}`, headers: auth, payload });

describe('one billing period everywhere', () => {
  it("a trial's usage period ends when the trial does, the same end Billing shows", async () => {
    const auth = await trialCustomer();
    const billing = await overview(auth);
    expect(billing.status).toBe('trialing');
    const trialEnd = new Date(fakeNow.getTime() + 7 * DAY).getTime();
    expect(new Date(billing.currentPeriodEnd!).getTime()).toBe(trialEnd);
    const user = await me(auth);
    expect(user.subscription?.currentPeriodEnd).toBe(billing.currentPeriodEnd);
  });
});

describe('a scheduled downgrade', () => {
  it('is dropped by a cancellation, so the plan simply ends; a resume renews the plan in use', async () => {
    const auth = await trialCustomer('tier3');
    expect((await post(auth, 'change-plan', { tier: 'tier1' })).json()).toMatchObject({
      tier: 'tier3',
      scheduledTier: 'tier1',
    });
    const cancelled = await post(auth, 'cancel', {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ tier: 'tier3', cancelAtPeriodEnd: true, scheduledTier: null });
    const resumed = await post(auth, 'resume');
    expect(resumed.json()).toMatchObject({ tier: 'tier3', cancelAtPeriodEnd: false, scheduledTier: null });
  });

  it('is undone by choosing the plan in use', async () => {
    const auth = await trialCustomer('tier2');
    await post(auth, 'change-plan', { tier: 'tier1' });
    const kept = await post(auth, 'change-plan', { tier: 'tier2' });
    expect(kept.json()).toMatchObject({ tier: 'tier2', scheduledTier: null });
  });
});
