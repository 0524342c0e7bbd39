import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '@ringready/core/team';
import { startFakeStripe } from '../../../test-support/fake-stripe-api.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { BILLING_TEXTS } from '../billing/index.ts';
import { teamKit } from '../../../test-support/team-test-kit.ts';
import { signStripeEvent } from '../../providers/checkout/stripe-checkout.ts';

const SECRET = 'whsec_test_teams';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let kit: ReturnType<typeof teamKit>;
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
  kit = teamKit(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const seconds = () => Math.floor(Date.now() / 1000);

async function deliver(type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: seconds(),
    data: { object },
  });
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

/** An account whose Master plan Stripe bills, with a team. */
async function stripeTeamOwner() {
  const s = await signUpAndLogin(t.app, { plan: null });
  const sub = `sub_${randomBytes(8).toString('hex')}`;
  stripe.addSubscription(sub, 'price_t3');
  const start = seconds() - 60;
  await deliver('customer.subscription.created', {
    id: sub,
    object: 'subscription',
    customer: 'cus_teams',
    status: 'active',
    cancel_at_period_end: false,
    metadata: { tier: 'tier3', email: s.email },
    items: {
      data: [
        { price: { id: 'price_t3' }, current_period_start: start, current_period_end: start + 30 * 86_400 },
      ],
    },
  });
  expect((await kit.call('POST', '/api/team', s, { name: 'Stripe Studio' })).statusCode).toBe(201);
  return { ...s, sub };
}

const quantity = (sub: string) =>
  (stripe.subscriptions.get(sub)!.items as { data: Array<{ quantity: number }> }).data[0]!.quantity;
const updates = (sub: string) =>
  stripe.requests.filter((r) => r.method === 'POST' && r.url.startsWith(`/v1/subscriptions/${sub}`));

describe('seats billed by Stripe', () => {
  it("sets the subscription item's quantity, prorated, as members join and go", async () => {
    const owner = await stripeTeamOwner();
    expect(updates(owner.sub)).toEqual([]);

    const member = await kit.join(owner);
    expect(quantity(owner.sub)).toBe(2);
    const update = updates(owner.sub).pop()!;
    expect(update.form).toMatchObject({
      'items[0][quantity]': '2',
      proration_behavior: 'create_prorations',
    });
    expect(update.form['items[0][id]']).toMatch(/^si_/);
    await kit.join(owner, 'manager');
    expect(quantity(owner.sub)).toBe(3);
    expect((await kit.call('GET', '/api/team', owner)).json<Team>().seats).toBe(3);

    expect((await kit.call('DELETE', `/api/team/members/${member.user.id}`, owner)).statusCode).toBe(204);
    expect(quantity(owner.sub)).toBe(2);
    expect((await kit.call('GET', '/api/team', owner)).json<Team>().seats).toBe(2);
  });

  it('keeps everything as it was when Stripe does not answer: the invitation can be accepted later', async () => {
    const owner = await stripeTeamOwner();
    const email = kit.newEmail();
    await kit.call('POST', '/api/team/invitations', owner, { email });
    const token = await kit.invitationToken(email);
    const saved = stripe.subscriptions.get(owner.sub)!;
    stripe.subscriptions.delete(owner.sub);
    const payload = { token, name: 'Nora', password: 'a-good-password' };
    const failed = await kit.call('POST', '/api/team/invitations/accept', null, payload, kit.nextAddress());
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(BILLING_TEXTS.providerFailed);
    const team = (await kit.call('GET', '/api/team', owner)).json<Team>();
    expect(team).toMatchObject({ seats: 1, invitations: [{ email }] });
    expect(team.members).toHaveLength(1);

    stripe.subscriptions.set(owner.sub, saved);
    const ok = await kit.call('POST', '/api/team/invitations/accept', null, payload, kit.nextAddress());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(quantity(owner.sub)).toBe(2);
  });
});
