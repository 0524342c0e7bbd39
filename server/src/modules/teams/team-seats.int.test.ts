import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@ringready/core/api';
import type { BillingOverview } from '@ringready/core/billing';
import type { Team } from '@ringready/core/team';
import { billingPeriod } from '@ringready/core/usage';
import { sessions } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { type Person, teamKit } from '../../../test-support/team-test-kit.ts';

const DAY = 24 * 60 * 60 * 1000;
let fakeNow = new Date();
let t: Awaited<ReturnType<typeof createTestApp>>;
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp({ trialDays: 0 }, { now: () => fakeNow });
  kit = teamKit(t);
});
afterAll(() => t.close());

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', nameOnCard: 'Ada Owner' };

/** An account that bought Master on the local checkout without a trial: active, first invoice paid. */
async function localMaster() {
  const s = await signUpAndLogin(t.app, { plan: null });
  const remoteAddress = kit.nextAddress();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    payload: { tier: 'tier3', email: s.email },
    remoteAddress,
    headers: s.auth,
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

async function relogin(s: { email: string; password: string }): Promise<Person & { password: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: s });
  const body = res.json<LoginResponse>();
  return { ...s, user: body.user, auth: { authorization: `Bearer ${body.token}` } };
}

const overview = async (s: Person) =>
  (await t.app.inject({ url: '/api/billing', headers: s.auth })).json<BillingOverview>();
const seatInvoices = async (s: Person) =>
  (await overview(s)).invoices.filter((i) => i.description.includes('seat'));
const start = (s: Person) =>
  kit.call('POST', '/api/sessions/start', s, { scenarioId: 'boss-venue-bottom-line', mode: 'basic' });
const me = async (s: Person) => (await t.app.inject({ url: '/api/user', headers: s.auth })).json();

describe('seats on the local checkout', () => {
  it('bills each joining member as a seat, prorated for the rest of the period; removal lowers the count', async () => {
    const bought = await localMaster();
    const anchor = new Date(Math.floor(fakeNow.getTime() / 1000) * 1000);
    fakeNow = new Date(fakeNow.getTime() + 10 * DAY);
    try {
      const owner = await relogin(bought);
      expect((await kit.call('POST', '/api/team', owner, { name: 'Studio' })).statusCode).toBe(201);
      expect(await seatInvoices(owner)).toEqual([]);

      const member = await kit.join(owner);
      const period = billingPeriod(anchor, fakeNow);
      const share =
        (period.end.getTime() - fakeNow.getTime()) / (period.end.getTime() - period.start.getTime());
      const invoices = await seatInvoices(owner);
      expect(invoices).toEqual([
        expect.objectContaining({
          status: 'paid',
          currency: 'usd',
          description: '1 seat added to Master (prorated)',
        }),
      ]);
      expect(Math.abs(invoices[0]!.amount - Math.round(39500 * share))).toBeLessThanOrEqual(1);
      expect((await kit.call('GET', '/api/team', owner)).json<Team>().seats).toBe(2);

      await kit.join(owner);
      expect(await seatInvoices(owner)).toHaveLength(2);
      expect((await kit.call('GET', '/api/team', owner)).json<Team>().seats).toBe(3);

      expect((await kit.call('DELETE', `/api/team/members/${member.user.id}`, owner)).statusCode).toBe(204);
      expect((await kit.call('GET', '/api/team', owner)).json<Team>().seats).toBe(2);
      expect(await seatInvoices(owner)).toHaveLength(2);
      // the removed person keeps their account, now without a plan
      expect((await me(member)).subscription).toBeNull();
    } finally {
      fakeNow = new Date();
    }
  });
});

describe("members use the owner's Master plan", () => {
  it('gives a member without a plan the Master limits while in the team, with their own usage', async () => {
    const owner = await kit.teamOwner();
    const outsider = await signUpAndLogin(t.app, { plan: null });
    expect((await start(outsider)).statusCode).toBe(403);

    await t.ctx.db.insert(sessions).values({
      userId: owner.user.id,
      type: 'practice',
      status: 'completed',
      durationSeconds: 900,
      createdAt: fakeNow,
    });
    const member = await kit.join(owner);
    expect(member.user.subscription).toMatchObject({
      tier: 'tier3',
      planName: 'Master',
      practiceMinutesLimit: -1,
      realCallAnalysesLimit: 25,
    });
    expect(member.user.currentUsage).toEqual({ practiceMinutesUsed: 0, realCallAnalysesUsed: 0 });
    const res = await start(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().practiceSecondsLeft).toBeNull();
    expect((await me(owner)).currentUsage.practiceMinutesUsed).toBe(900);
  });

  it("replaces a member's lower plan while they are in the team, and gives it back when they leave", async () => {
    const owner = await kit.teamOwner();
    const person = await signUpAndLogin(t.app, { plan: 'tier1' });
    await t.ctx.db.insert(sessions).values({
      userId: person.user.id,
      type: 'practice',
      status: 'completed',
      durationSeconds: 3600,
      createdAt: fakeNow,
    });
    expect((await start(person)).statusCode).toBe(403);

    await kit.call('POST', '/api/team/invitations', owner, { email: person.email });
    const token = await kit.invitationToken(person.email);
    const accepted = await kit.call(
      'POST',
      '/api/team/invitations/accept',
      person,
      { token },
      kit.nextAddress(),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await me(person)).toMatchObject({
      subscription: { tier: 'tier3', practiceMinutesLimit: -1 },
      currentUsage: { practiceMinutesUsed: 3600 },
    });
    expect((await start(person)).statusCode).toBe(200);

    expect((await kit.call('POST', '/api/team/leave', person)).statusCode).toBe(204);
    expect((await me(person)).subscription).toMatchObject({ tier: 'tier1', practiceMinutesLimit: 60 });
  });

  it("ends with the owner's Master plan; a member's own plan stays theirs", async () => {
    const owner = await kit.teamOwner();
    const member = await kit.join(owner);
    const person = await signUpAndLogin(t.app, { plan: 'tier3' });
    await kit.call('POST', '/api/team/invitations', owner, { email: person.email });
    const token = await kit.invitationToken(person.email);
    await kit.call('POST', '/api/team/invitations/accept', person, { token }, kit.nextAddress());
    expect((await kit.call('POST', '/api/billing/cancel', owner, {})).statusCode).toBe(200);

    fakeNow = new Date(fakeNow.getTime() + 32 * DAY);
    try {
      const later = {
        owner: await relogin(owner),
        member: await relogin({ email: member.email, password: 'a-good-password' }),
        person: await relogin(person),
      };
      expect((await me(later.member)).subscription).toBeNull();
      expect((await start(later.member)).statusCode).toBe(403);
      expect((await me(later.person)).subscription).toMatchObject({ tier: 'tier3' });
      const invite = await kit.call('POST', '/api/team/invitations', later.owner, { email: kit.newEmail() });
      expect(invite.statusCode).toBe(403);
      expect(invite.json().message).toBe('Available on Master');
    } finally {
      fakeNow = new Date();
    }
  });
});
