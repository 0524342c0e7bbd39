import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { LoginResponse, StartSessionResponse } from '@ringready/core/api';
import { CLIENT_EVENT, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { openDatabase } from './db/client.ts';
import { MAX_FAILURES_PER_EMAIL, THROTTLED_MESSAGE } from './modules/auth/index.ts';
import { CREATE_SESSION_LIMIT } from './modules/checkout/index.ts';
import { createUser } from './modules/users/index.ts';
import { openEventStream } from '../test-support/event-stream.ts';
import { startCluster, type Cluster } from '../test-support/multi-process.ts';
import { connectVoice } from '../test-support/voice-test-client.ts';

/**
 * The production shape: two ROLE=web processes behind a round-robin load balancer (HTTP and
 * websockets), one ROLE=worker process, one PostgreSQL database. Real PostgreSQL only.
 */
const USERS = 20;
const UPLOADS_PER_USER = 10;
const PASSWORD = 'correct-horse-battery';
const TRANSCRIPTS = [
  '19-relater-venue-excellent.txt',
  '21-relater-photographer-okay.txt',
  '12-boss-hairmakeup-good.txt',
  '09-boss-florist-okay.txt',
];
const transcript = (name: string) =>
  readFileSync(new URL(`../../core/eval/transcripts/${name}`, import.meta.url));
const REPORT_READY = 'Subject: Your RingReady report is ready';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe.skipIf(process.env.TEST_DB !== 'postgres')('two web processes and a worker on one database', () => {
  let cluster: Cluster;
  let sql: pg.Pool;
  const users: Array<{ email: string; auth: Record<string, string> }> = [];

  const api = (path: string, init: RequestInit = {}) => fetch(`${cluster.url}${path}`, init);
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const count = async (query: string, params: unknown[] = []) =>
    (await sql.query<{ n: number }>(query, params)).rows[0]!.n;

  beforeAll(async () => {
    cluster = await startCluster({ webs: 2, workers: 1 });
    sql = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    // accounts made the way an operator makes them (the CLI's createUser), on the migrated database
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: cluster.databaseUrl });
    try {
      for (let i = 0; i < USERS; i++) {
        const email = `multi-${i}@example.com`;
        await createUser(
          database.db,
          { email, name: `Multi ${i}`, password: PASSWORD, plan: 'tier3' },
          new Date(),
        );
        users.push({ email, auth: {} });
      }
    } finally {
      await database.close();
    }
    for (const u of users) {
      const res = await postJson('/api/auth/login', { email: u.email, password: PASSWORD });
      expect(res.status).toBe(200);
      u.auth = { authorization: `Bearer ${((await res.json()) as LoginResponse).token}` };
    }
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
  }, 60_000);

  it(`${USERS * UPLOADS_PER_USER} uploads from ${USERS} users: exactly one report and one e-mail each`, async () => {
    const sessionIds: string[] = [];
    await Promise.all(
      users.map(async (u, i) => {
        for (let k = 0; k < UPLOADS_PER_USER; k++) {
          const name = TRANSCRIPTS[(i + k) % TRANSCRIPTS.length]!;
          const form = new FormData();
          form.append('transcript', new Blob([transcript(name)]), name);
          const res = await api('/api/sessions/upload', { method: 'POST', headers: u.auth, body: form });
          expect(res.status, await res.clone().text()).toBe(202);
          sessionIds.push(((await res.json()) as { sessionId: string }).sessionId);
        }
      }),
    );
    const total = USERS * UPLOADS_PER_USER;
    expect(new Set(sessionIds).size).toBe(total);
    // both web processes took uploads
    for (const b of cluster.proxy.backends) expect(b.requests, b.name).toBeGreaterThan(total / 4);

    const deadline = Date.now() + 90_000;
    const reportMails = () => cluster.mail.filter((m) => m.raw.includes(REPORT_READY));
    while (Date.now() < deadline && reportMails().length < total)
      await new Promise((r) => setTimeout(r, 250));
    // a job run twice would show up after the last first delivery: give it a moment
    await new Promise((r) => setTimeout(r, 3_000));

    const mails = reportMails();
    expect(mails.length, cluster.logs()).toBe(total);
    // every e-mail names its session (quoted-printable lines unfolded): each session exactly once
    const mailed = mails.map((m) => {
      const ids = new Set(
        [...m.raw.replace(/=\r?\n/g, '').matchAll(new RegExp(`/report/(${UUID.source})`, 'g'))].map(
          (x) => x[1],
        ),
      );
      expect(ids.size).toBe(1);
      return [...ids][0]!;
    });
    expect(new Set(mailed).size).toBe(total);
    expect([...mailed].sort()).toEqual([...sessionIds].sort());
    for (const u of users) expect(mails.filter((m) => m.to.includes(u.email))).toHaveLength(UPLOADS_PER_USER);

    expect(
      await count(`select count(*)::int n from reports where session_id = any($1::uuid[])`, [sessionIds]),
    ).toBe(total);
    expect(
      await count(
        `select count(*)::int n from sessions where id = any($1::uuid[]) and status = 'completed'`,
        [sessionIds],
      ),
    ).toBe(total);
    expect(
      await count(`select count(*)::int n from outbox_emails where subject = $1 and status = 'sent'`, [
        'Your RingReady report is ready',
      ]),
    ).toBe(total);
  }, 150_000);

  it('holds the login throttle across processes: a parallel burst gets exactly the allowed tries', async () => {
    const email = users[0]!.email;
    const before = cluster.proxy.backends.map((b) => b.requests);
    const burst = await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_EMAIL + 5 }, (_, i) =>
        postJson('/api/auth/login', { email, password: `wrong-password-${i}` }),
      ),
    );
    const statuses = burst.map((r) => r.status);
    cluster.proxy.backends.forEach((b, i) => expect(b.requests - before[i]!, b.name).toBeGreaterThan(2));
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_EMAIL);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = burst.find((r) => r.status === 429)!;
    expect(((await refused.json()) as { message: string }).message).toBe(THROTTLED_MESSAGE);
    // the right password too, on either process
    for (let i = 0; i < 2; i++)
      expect((await postJson('/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
  });

  it('holds a per-minute request limit across processes (checkout creation)', async () => {
    // the limit counts fixed minutes: start the burst well inside one
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
    const burst = await Promise.all(
      Array.from({ length: CREATE_SESSION_LIMIT + 3 }, () => postJson('/api/checkout/create-session', {})),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(CREATE_SESSION_LIMIT);
  }, 30_000);

  it('continues a voice session on the other process after the one holding the socket is killed', async () => {
    const u = users[1]!;
    const started = await postJson('/api/sessions/start', { scenarioId: 'boss-venue-bottom-line' }, u.auth);
    expect(started.status).toBe(200);
    const s = (await started.json()) as StartSessionResponse;
    expect(s.websocketUrl.startsWith(cluster.url.replace(/^http/, 'ws'))).toBe(true);

    const first = await connectVoice(s.websocketUrl);
    first.send({ type: CLIENT_EVENT.initiation, language: 'en' });
    const opening = await first.waitFor(SERVER_EVENT.agentResponse);
    const turn1 = 'Hi Marcus, thanks for calling! How many guests are you expecting?';
    const reply1 = await first.say(turn1);
    expect(reply1.text.length).toBeGreaterThan(0);

    const holder = cluster.proxy.sockets.at(-1)!.backend;
    await cluster.kill(cluster.processOf(holder));
    await first.closed;

    const second = await connectVoice(s.websocketUrl);
    const taker = cluster.proxy.sockets.at(-1)!.backend;
    expect(taker.name).not.toBe(holder.name);
    await second.waitFor(SERVER_EVENT.metadata);
    const turn2 = 'Great. And what date are you looking at for the wedding?';
    const reply2 = await second.say(turn2);
    expect(reply2.text.length).toBeGreaterThan(0);
    // no second opening line: the conversation went on where it was
    expect(second.events.filter((e) => e.type === SERVER_EVENT.agentResponse)).toHaveLength(1);
    second.ws.close();
    await second.closed;

    const rows = (
      await sql.query<{ seq: number; is_user: boolean; text: string }>(
        'select seq, is_user, text from conversation_messages where session_id = $1 order by seq',
        [s.sessionId],
      )
    ).rows;
    expect(rows.map((r) => [r.seq, r.is_user, r.text])).toEqual([
      [0, false, opening.text],
      [1, true, turn1],
      [2, false, reply1.text],
      [3, true, turn2],
      [4, false, reply2.text],
    ]);
    const status = await api(`/api/sessions/${s.sessionId}`, { headers: u.auth });
    expect(status.status).toBe(200);
  });
  it("pushes a session's status to browsers on either web process (NOTIFY from the worker)", async () => {
    const u = users[0]!;
    // round-robin: the two streams land on the two web processes
    const streams = [await openEventStream(cluster.url, u.auth), await openEventStream(cluster.url, u.auth)];
    try {
      const form = new FormData();
      form.append('transcript', new Blob([transcript(TRANSCRIPTS[0]!)]), TRANSCRIPTS[0]!);
      const res = await api('/api/sessions/upload', { method: 'POST', headers: u.auth, body: form });
      expect(res.status).toBe(202);
      const { sessionId } = (await res.json()) as { sessionId: string };
      for (const stream of streams)
        expect(
          await stream.next((e) => (e.data as { status: string }).status === 'completed', 60_000),
        ).toEqual({ sessionId, status: 'completed' });
    } finally {
      for (const stream of streams) stream.close();
    }
  }, 90_000);
});
