import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginResponse } from '@ringready/core/api';
import { SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { outboxEmails, sessions } from '../db/schema.ts';
import { openEventStream, type EventStream } from '../../test-support/event-stream.ts';
import { createTestApp, signUpAndLogin } from '../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
} from '../../test-support/voice-test-client.ts';
import { SIGNED_OUT } from '../modules/practice/index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let origin = '';
let base = '';
beforeAll(async () => {
  t = await createTestApp({}, { speech: null });
  origin = await listenForVoice(t.app);
  base = origin.replace(/^ws/, 'http');
});
afterAll(() => t.close());

/** resolves true when the promise settles within `ms`, false when it does not */
const settles = (p: Promise<unknown>, ms = 5000) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** a second sign-in of the same account (another browser) */
async function secondLogin(s: { email: string; password: string }) {
  const res = await post('/api/auth/login', {}, { email: s.email, password: s.password });
  return { authorization: `Bearer ${res.json<LoginResponse>().token}` };
}

/** the token of the reset link e-mailed to `email` (the newest) */
async function resetToken(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    const link = mails.map((m) => /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(m.textBody)).find(Boolean);
    if (link) return decodeURIComponent(link[1]!);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no reset e-mail to ${email}`);
}

/** the stream is still served: a change of its user's session arrives on it */
async function stillServed(stream: EventStream, userId: string) {
  const [row] = await t.ctx.db
    .insert(sessions)
    .values({ userId, type: 'upload', status: 'processing', fileName: 'still-open.txt' })
    .returning();
  await stream.next((e) => (e.data as { sessionId: string }).sessionId === row!.id);
}

describe('signing out ends the live connections of that token', () => {
  it("logout ends the token's event stream, not the stream of another sign-in", async () => {
    const s = await signUpAndLogin(t.app);
    const other = await secondLogin(s);
    const mine = await openEventStream(base, s.auth);
    const theirs = await openEventStream(base, other);
    try {
      expect(await settles(mine.ended, 300)).toBe(false); // open until signed out
      expect((await post('/api/auth/logout', s.auth)).statusCode).toBe(204);
      expect(await settles(mine.ended)).toBe(true);
      await stillServed(theirs, s.user.id);
      expect(t.ctx.connections.size).toBe(1);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('logout closes the voice socket the token started (1008), and its URL opens no other', async () => {
    const s = await signUpAndLogin(t.app);
    const started = await startPractice(t.app, s.auth);
    const call = await connectVoice(atOrigin(started.websocketUrl, origin));
    await call.waitFor(SERVER_EVENT.agentResponse);
    expect((await post('/api/auth/logout', s.auth)).statusCode).toBe(204);
    expect(await call.closed).toEqual({ code: SIGNED_OUT.code, reason: SIGNED_OUT.reason });
    // the signed URL is still within its five minutes, but its token is signed out
    const again = await connectVoice(atOrigin(started.websocketUrl, origin));
    expect((await again.closed).code).toBe(SIGNED_OUT.code);
    expect(again.events).toEqual([]);
  });

  it('changing the password ends the streams of the other sign-ins and keeps its own', async () => {
    const s = await signUpAndLogin(t.app);
    const other = await secondLogin(s);
    const mine = await openEventStream(base, s.auth);
    const theirs = await openEventStream(base, other);
    try {
      const res = await post('/api/user/password', s.auth, {
        currentPassword: s.password,
        newPassword: 'a-changed-password-1',
      });
      expect(res.statusCode).toBe(204);
      expect(await settles(theirs.ended)).toBe(true);
      await stillServed(mine, s.user.id);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('a password reset ends the streams of every sign-in of the account', async () => {
    const s = await signUpAndLogin(t.app);
    const other = await secondLogin(s);
    const streams = [await openEventStream(base, s.auth), await openEventStream(base, other)];
    try {
      await post('/api/auth/forgot-password', {}, { email: s.email });
      const token = await resetToken(s.email);
      const res = await post('/api/auth/reset-password', {}, { token, password: 'a-reset-password-3' });
      expect(res.statusCode).toBe(200);
      expect(await settles(Promise.all(streams.map((x) => x.ended)))).toBe(true);
    } finally {
      for (const x of streams) x.close();
    }
  });

  it('a stream asked for with a token signed out meanwhile is refused', async () => {
    const s = await signUpAndLogin(t.app);
    await post('/api/auth/logout', s.auth);
    const res = await fetch(`${base}/api/events`, { headers: s.auth });
    expect(res.status).toBe(401);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('on another process', () => {
  it('a logout on one process ends the stream held by another', async () => {
    const other = await buildApp(testConfig({ databaseUrl: t.ctx.config.databaseUrl }), {
      mailer: null,
      speech: null,
    });
    try {
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      const s = await signUpAndLogin(t.app);
      const stream = await openEventStream(otherBase, s.auth);
      try {
        expect((await post('/api/auth/logout', s.auth)).statusCode).toBe(204);
        expect(await settles(stream.ended)).toBe(true);
        expect(other.ctx.connections.size).toBe(0);
      } finally {
        stream.close();
      }
    } finally {
      await other.close();
    }
  });
});
