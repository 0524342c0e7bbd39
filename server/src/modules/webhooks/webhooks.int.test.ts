import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WebhookDeliverySummary, WebhookEndpointSummary } from '@ringready/core/api-access';
import { webhookDeliveries } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { webhookPayload, type WebhookPayload } from './webhook-events.ts';
import { insertDeliveries } from './webhook-repository.ts';
import { postWebhook, WebhookTargetError } from './webhook-sender.ts';
import { WEBHOOK_TEXTS } from './webhook-service.ts';
import { verifySignature } from './webhook-signature.ts';
import { startTestReceiver } from './webhook-test-receiver.ts';
import { WEBHOOK_URL_TEXTS } from './webhook-url-rules.ts';
import { attemptDelivery, type WebhookTiming } from './webhook-worker.ts';

const TIMING: WebhookTiming = { retryDelaysMs: [200, 200], timeoutMs: 3000 };
type Auth = Record<string, string>;

let t: Awaited<ReturnType<typeof createTestApp>>;
let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
let master: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  t = await createTestApp({}, { webhookTiming: TIMING });
  receiver = await startTestReceiver();
  master = await signUpAndLogin(t.app, { plan: 'tier3' });
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: auth, payload });

async function register(auth: Auth, events: string[] = ['report.ready', 'report.failed']) {
  const res = await call('POST', '/api/webhooks/endpoints', auth, { url: receiver.url, events });
  expect(res.statusCode).toBe(201);
  return res.json<WebhookEndpointSummary>();
}

const deliveries = async (auth: Auth, endpointId: string, query = '') =>
  (await call('GET', `/api/webhooks/endpoints/${endpointId}/deliveries${query}`, auth)).json<
    WebhookDeliverySummary[]
  >();

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The received requests for an event, each checked as a receiver would: signature over the raw body. */
function receivedFor(eventId: string, secret: string) {
  return receiver.received
    .filter((r) => r.headers['ringready-event-id'] === eventId)
    .map((r) => {
      const sig = r.headers['ringready-signature'] as string;
      expect(verifySignature(secret, r.body, sig, Math.floor(Date.now() / 1000))).toBe(true);
      expect(verifySignature('whsec_wrong', r.body, sig, Math.floor(Date.now() / 1000))).toBe(false);
      return JSON.parse(r.body) as WebhookPayload;
    });
}

describe('webhook endpoints', () => {
  it('are for the Master plan only (403 with a clear message)', async () => {
    const pro = await signUpAndLogin(t.app, { plan: 'tier2' });
    for (const [method, url] of [
      ['GET', '/api/webhooks/endpoints'],
      ['POST', '/api/webhooks/endpoints'],
    ] as const) {
      const res = await call(method, url, pro.auth, { url: receiver.url, events: ['report.ready'] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: WEBHOOK_TEXTS.masterOnly });
    }
    expect((await call('GET', '/api/webhooks/endpoints', {})).statusCode).toBe(401);
  });

  it('are registered with a whsec_ secret, validated, listed and deleted; another user’s is a 404', async () => {
    const owner = await signUpAndLogin(t.app, { plan: 'tier3' });
    const bad = await call('POST', '/api/webhooks/endpoints', owner.auth, { url: receiver.url, events: [] });
    expect(bad.json()).toEqual({ message: 'Choose at least one event' });
    const team = await call('POST', '/api/webhooks/endpoints', owner.auth, {
      url: receiver.url,
      events: ['team.member_joined'],
    });
    expect(team.statusCode).toBe(403);
    expect(team.json()).toEqual({ message: WEBHOOK_TEXTS.teamEventsAdminOnly });

    const endpoint = await register(owner.auth);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint.events).toEqual(['report.ready', 'report.failed']);
    const listed = (await call('GET', '/api/webhooks/endpoints', owner.auth)).json<
      WebhookEndpointSummary[]
    >();
    expect(listed.map((e) => e.id)).toEqual([endpoint.id]);
    expect((await call('GET', '/api/webhooks/endpoints', master.auth)).json()).not.toContainEqual(endpoint);

    for (const [method, url] of [
      ['DELETE', `/api/webhooks/endpoints/${endpoint.id}`],
      ['GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries`],
      ['POST', `/api/webhooks/endpoints/${endpoint.id}/test`],
      ['DELETE', '/api/webhooks/endpoints/not-a-uuid'],
    ] as const) {
      const res = await call(method, url, master.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: WEBHOOK_TEXTS.notFound });
    }
    expect((await call('DELETE', `/api/webhooks/endpoints/${endpoint.id}`, owner.auth)).statusCode).toBe(204);
    expect((await call('GET', '/api/webhooks/endpoints', owner.auth)).json()).toEqual([]);
  });
});

describe('webhook deliveries', () => {
  it('sends a signed test event; a 500 is retried until it succeeds, and the log shows it', async () => {
    const endpoint = await register(master.auth);
    receiver.answerWith(500);
    const sent = await call('POST', `/api/webhooks/endpoints/${endpoint.id}/test`, master.auth);
    expect(sent.statusCode).toBe(202);
    const queued = sent.json<WebhookDeliverySummary>();
    expect(queued).toMatchObject({ eventType: 'test', status: 'pending', attempts: 0 });
    const [done] = await until(
      () => deliveries(master.auth, endpoint.id),
      (d) => d[0]?.status !== 'pending',
    );
    expect(done).toMatchObject({ id: queued.id, status: 'succeeded', attempts: 2, responseCode: 200 });
    const bodies = receivedFor(queued.eventId, endpoint.secret);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]).toMatchObject({ id: queued.eventId, type: 'test', data: { endpointId: endpoint.id } });
  });

  it('marks a delivery failed after the last attempt, with the response code and an excerpt', async () => {
    const endpoint = await register(master.auth);
    receiver.answerWith(503, 503, 503);
    const queued = (await call('POST', `/api/webhooks/endpoints/${endpoint.id}/test`, master.auth)).json();
    const [done] = await until(
      () => deliveries(master.auth, endpoint.id),
      (d) => d[0]?.status !== 'pending',
    );
    expect(done).toMatchObject({ id: queued.id, status: 'failed', attempts: 3, responseCode: 503 });
    expect(done!.lastError).toBe('HTTP 503: receiver broke');
    expect(receivedFor(queued.eventId, endpoint.secret)).toHaveLength(3);
  });

  it('is never sent again once succeeded; a crash between the answer and the record re-sends once', async () => {
    const endpoint = await register(master.auth);
    const payload = webhookPayload('test', `crash-${Date.now()}`, { n: 1 }, t.ctx.now());
    const [id] = await insertDeliveries(t.ctx.db, [endpoint.id], { ...payload, payload }, t.ctx.now());
    // the same job twice at once (e.g. a redelivered job): one POST
    await Promise.all([attemptDelivery(t.ctx, id!, TIMING), attemptDelivery(t.ctx, id!, TIMING)]);
    expect(receivedFor(payload.id, endpoint.secret)).toHaveLength(1);
    // and again later: already succeeded, so not sent
    await attemptDelivery(t.ctx, id!, TIMING);
    expect(receivedFor(payload.id, endpoint.secret)).toHaveLength(1);
    const [row] = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id!));
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1, responseCode: 200 });
    // the same event recorded again (a retried report job) adds no delivery
    expect(await insertDeliveries(t.ctx.db, [endpoint.id], { ...payload, payload }, t.ctx.now())).toEqual([]);

    // a worker that died after the receiver's 2xx but before recording it leaves the row pending with its
    // lease; once the lease is over the delivery is sent again (at least once): same event id, same body
    await t.ctx.db
      .update(webhookDeliveries)
      .set({ status: 'pending', deliveredAt: null, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(webhookDeliveries.id, id!));
    await attemptDelivery(t.ctx, id!, TIMING);
    const twice = receivedFor(payload.id, endpoint.secret);
    expect(twice).toHaveLength(2);
    expect(twice[1]).toEqual(twice[0]);
    const [after] = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id!));
    expect(after).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('pages the delivery log newest first', async () => {
    const endpoint = await register(master.auth);
    for (let i = 0; i < 3; i++) {
      const p = webhookPayload('test', `page-${i}-${Date.now()}`, {}, new Date(Date.now() + i * 1000));
      await insertDeliveries(t.ctx.db, [endpoint.id], { ...p, payload: p }, new Date(Date.now() + i * 1000));
    }
    const first = await deliveries(master.auth, endpoint.id, '?limit=2');
    const second = await deliveries(master.auth, endpoint.id, `?limit=2&before=${first[1]!.id}`);
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    const times = [...first, ...second].map((d) => d.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const bad = await call('GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries?limit=0`, master.auth);
    expect(bad.json()).toEqual({ message: 'limit must be at least 1' });
  });

  it('fires report.ready, signed, when an uploaded call’s report is stored', async () => {
    const owner = await signUpAndLogin(t.app, { plan: 'tier3' });
    const endpoint = await register(owner.auth);
    const text = readFileSync(
      new URL('../../../../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url),
    );
    const boundary = '----rrwebhook';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="call.txt"\r\n` +
          'Content-Type: text/plain\r\n\r\n',
      ),
      text,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/upload',
      payload,
      headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(202);
    const sessionId = res.json().sessionId as string;
    const [delivery] = await until(
      () => deliveries(owner.auth, endpoint.id),
      (d) => d[0]?.status === 'succeeded',
    );
    expect(delivery).toMatchObject({ eventType: 'report.ready', status: 'succeeded', responseCode: 200 });
    const [event] = receivedFor(delivery!.eventId, endpoint.secret);
    const { report } = (await call('GET', `/api/sessions/${sessionId}/report`, owner.auth)).json();
    expect(event).toMatchObject({
      type: 'report.ready',
      data: {
        sessionId,
        sessionType: 'upload',
        score: report.overallScore,
        reportUrl: `${t.ctx.config.publicUrl}/report/${sessionId}`,
      },
    });
    expect(JSON.stringify(event)).not.toContain(endpoint.secret);
  });

  it('fires report.failed with the reason when a transcript cannot be analysed', async () => {
    const owner = await signUpAndLogin(t.app, { plan: 'tier3' });
    const endpoint = await register(owner.auth, ['report.failed']);
    const boundary = '----rrwebhookfail';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/upload',
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="notes.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\nJust my own notes about the fair.\nBring more cards next time.\r\n' +
        `--${boundary}--\r\n`,
      headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(202);
    const [delivery] = await until(
      () => deliveries(owner.auth, endpoint.id),
      (d) => d[0]?.status === 'succeeded',
    );
    expect(delivery?.eventType).toBe('report.failed');
    const [event] = receivedFor(delivery!.eventId, endpoint.secret);
    expect(event?.data).toMatchObject({ sessionId: res.json().sessionId, sessionType: 'upload' });
    expect(String(event?.data.reason)).toMatch(/conversation between two speakers/);
  });
});

describe('webhook targets in production', () => {
  it('refuses http and private or loopback addresses at registration and at send time', async () => {
    const prod = await createTestApp({ env: 'production', publicUrl: 'https://app.example.com' });
    try {
      const owner = await signUpAndLogin(prod.app, { plan: 'tier3' });
      const post = (url: string) =>
        prod.app.inject({
          method: 'POST',
          url: '/api/webhooks/endpoints',
          headers: owner.auth,
          payload: { url, events: ['report.ready'] },
        });
      for (const [url, message] of [
        [receiver.url, WEBHOOK_URL_TEXTS.httpsOnly],
        ['https://127.0.0.1:8443/hooks', WEBHOOK_URL_TEXTS.notPublic],
        ['https://localhost/hooks', WEBHOOK_URL_TEXTS.notPublic],
        ['https://169.254.169.254/latest/meta-data', WEBHOOK_URL_TEXTS.notPublic],
        ['https://[::1]/hooks', WEBHOOK_URL_TEXTS.notPublic],
      ]) {
        const res = await post(url!);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ message });
      }
    } finally {
      await prod.close();
    }
    // at send time the connection's own lookup refuses a name that resolves to loopback
    const send = (url: string) => postWebhook(url, '{}', {}, { timeoutMs: 2000, production: true });
    await expect(send('https://localhost:9/hooks')).rejects.toThrow(WebhookTargetError);
    await expect(send('https://127.0.0.1:9/hooks')).rejects.toThrow(WEBHOOK_URL_TEXTS.notPublic);
    await expect(send(receiver.url)).rejects.toThrow(WEBHOOK_URL_TEXTS.httpsOnly);
  });
});
