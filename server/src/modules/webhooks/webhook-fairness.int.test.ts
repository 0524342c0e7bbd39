import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WebhookDeliverySummary, WebhookEndpointSummary } from '@ringready/core/api-access';
import { webhookDeliveries } from '../../db/schema.ts';
import { teamKit } from '../../../test-support/team-test-kit.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { webhookPayload } from './webhook-events.ts';
import { failInterruptedDeliveries, insertDeliveries, listDueDeliveries } from './webhook-repository.ts';
import { startSilentReceiver, startTestReceiver } from './webhook-test-receiver.ts';
import type { WebhookTiming } from './webhook-worker.ts';

/** The real timeout: a request to an endpoint that never answers stays open this long. */
const TIMING: WebhookTiming = { retryDelaysMs: [60_000], timeoutMs: 10_000 };
const SLOW_ENDPOINTS = 5;
type Auth = Record<string, string>;

let t: Awaited<ReturnType<typeof createTestApp>>;
let quick: Awaited<ReturnType<typeof startTestReceiver>>;
let silent: Awaited<ReturnType<typeof startSilentReceiver>>;
beforeAll(async () => {
  t = await createTestApp({}, { webhookTiming: TIMING });
  quick = await startTestReceiver();
  silent = await startSilentReceiver();
});
afterAll(async () => {
  // ends the requests still waiting, so the app's shutdown does not wait for their timeout
  await silent.close();
  await quick.close();
  await t.close();
});

async function register(auth: Auth, url: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    headers: auth,
    payload: { url, events: ['report.ready'] },
  });
  expect(res.statusCode).toBe(201);
  return res.json<WebhookEndpointSummary>();
}

async function fireTest(auth: Auth, endpointId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/webhooks/endpoints/${endpointId}/test`,
    headers: auth,
  });
  expect(res.statusCode).toBe(202);
  return res.json<WebhookDeliverySummary>();
}

async function until(done: () => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

describe('webhook delivery across accounts', () => {
  it('endpoints of one account that never answer do not hold back another account’s delivery', async () => {
    const a = await signUpAndLogin(t.app, { plan: 'tier3' });
    const b = await signUpAndLogin(t.app, { plan: 'tier3' });
    const slow: WebhookEndpointSummary[] = [];
    for (let i = 0; i < SLOW_ENDPOINTS; i++) slow.push(await register(a.auth, silent.url(`a${i}`)));
    const fast = await register(b.auth, quick.url);

    for (const endpoint of slow) await fireTest(a.auth, endpoint.id);
    // A's deliveries are on their way (and hang) before B's event happens
    await until(() => silent.counts.open > 0);
    expect(silent.counts.open).toBeGreaterThan(0);
    const event = await fireTest(b.auth, fast.id);

    // what A's requests were doing when B's delivery was seen; A's requests end only by timing out
    let whenBArrived: { open: number; ended: number } | undefined;
    await until(() => {
      if (quick.received.some((r) => r.headers['ringready-event-id'] === event.eventId))
        whenBArrived = { ...silent.counts };
      return !!whenBArrived || silent.counts.ended > 0;
    });
    // B was not queued behind A: it arrived while A's requests were still open, none of them timed out yet
    expect(whenBArrived).toBeDefined();
    expect(whenBArrived!.ended).toBe(0);
    expect(whenBArrived!.open).toBeGreaterThan(0);
  });

  it('reads due deliveries by account (a team together) within the limits, and fails interrupted ones', async () => {
    const kit = teamKit(t);
    const owner = await kit.teamOwner();
    const member = await kit.join(owner);
    const solo = await signUpAndLogin(t.app, { plan: 'tier3' });
    const o = await register(owner.auth, silent.url('o'));
    const [m1, m2] = [
      await register(member.auth, silent.url('m1')),
      await register(member.auth, silent.url('m2')),
    ];
    const s1 = await register(solo.auth, silent.url('s1'));

    // all due an hour from now, so the running app leaves them alone and only this test reads them
    const base = Date.now() + 3_600_000;
    let n = 0;
    const record = async (endpointId: string, row: Partial<typeof webhookDeliveries.$inferInsert> = {}) => {
      const at = new Date(base + ++n);
      const p = webhookPayload('test', `read-${n}-${base}`, {}, at);
      const [id] = await insertDeliveries(t.ctx.db, [endpointId], { ...p, payload: p }, at);
      await t.ctx.db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(base), ...row })
        .where(eq(webhookDeliveries.id, id!));
      return id!;
    };
    const [d1, d2] = [await record(m1.id), await record(m1.id)];
    await record(m1.id); // beyond the endpoint's 2
    const d4 = await record(m2.id);
    await record(o.id); // beyond the team's 3
    const d6 = await record(s1.id);
    await record(s1.id, { nextAttemptAt: new Date(base + 86_400_000) }); // waiting for its retry
    const lastFailed = await record(s1.id, { attempts: 2, lastError: 'HTTP 500: broke' });
    const stillRunning = await record(s1.id, { attempts: 2, nextAttemptAt: new Date(base + 86_400_000) });
    const interrupted = await record(s1.id, { attempts: 2 });

    const now = new Date(base + 60_000);
    const limits = { now, maxAttempts: 2, perEndpoint: 2, perAccount: 3, limit: 100 };
    const mine = new Set([o.id, m1.id, m2.id, s1.id]);
    const due = (await listDueDeliveries(t.ctx.db, limits)).filter((d) => mine.has(d.endpointId));
    // every account's oldest first, then their second …
    expect(due.map((d) => [d.id, d.account])).toEqual([
      [d1, owner.team.id],
      [d6, solo.user.id],
      [d2, owner.team.id],
      [d4, owner.team.id],
    ]);

    await failInterruptedDeliveries(t.ctx.db, now, 2);
    const rows = await t.ctx.db.select().from(webhookDeliveries);
    const row = (id: string) => rows.find((r) => r.id === id)!;
    expect(row(lastFailed)).toMatchObject({
      status: 'failed',
      lastError: 'HTTP 500: broke',
      nextAttemptAt: null,
    });
    expect(row(interrupted)).toMatchObject({
      status: 'failed',
      lastError: 'The last attempt was interrupted',
    });
    expect(row(stillRunning)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row(d6).status).toBe('pending');
  });
});
