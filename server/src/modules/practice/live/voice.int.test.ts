import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CLIENT_EVENT, CLOSE_CODE, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../config.ts';
import { authTokens, conversationMessages, sessions } from '../../../db/schema.ts';
import { getOrCreateSecret } from '../../../lib/app-secrets.ts';
import { createTestApp, signUpAndLogin } from '../../../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
  type VoiceTestClient,
} from '../../../../test-support/voice-test-client.ts';
import { VOICE_SECRET } from '../practice-service.ts';
import { sweepStaleSessions } from './dropped-session-sweeper.ts';
import { signVoiceUrl } from './signed-url.ts';
import { NO_VOICE_INPUT } from './voice-conversation.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let origin = '';
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      speech: null,
      voiceTimings: { idleMs: 60_000, meterEveryMs: 200, warnAtSeconds: 60, pingEveryMs: 15_000 },
    },
  );
  origin = await listenForVoice(t.app);
});
afterAll(() => t.close());

const local = (url: string, base = origin) => atOrigin(url, base);
async function start(app: FastifyInstance, auth: Record<string, string>, scenarioId?: string) {
  const { statusCode, ...started } = await startPractice(app, auth, scenarioId);
  expect(statusCode).toBe(200);
  return started;
}

describe('voice agent protocol', () => {
  it(
    'speaks the ElevenLabs protocol: ' +
      'metadata first, opening line, typed turns answered, every turn stored',
    async () => {
      const u = await signUpAndLogin(t.app);
      const s = await start(t.app, u.auth);
      expect(s).toMatchObject({
        conversationId: expect.stringMatching(/^conv_/),
        scenario: { id: 'boss-venue-bottom-line' },
        agentPrompt: expect.any(String),
      });
      expect(s.websocketUrl).toMatch(/\/v1\/convai\/conversation\?session=/);
      const c = await connectVoice(local(s.websocketUrl));
      c.send({ type: CLIENT_EVENT.initiation, language: 'en' });
      const opening = await c.waitFor(SERVER_EVENT.agentResponse);
      expect(c.events[0]).toMatchObject({
        type: SERVER_EVENT.metadata,
        conversationId: s.conversationId,
        outputFormat: 'pcm_16000',
      });

      const answer = await c.say('Hi Marcus, thanks for calling! How many guests are you expecting?');
      expect(answer.text).toMatch(/150|hundred fifty/i);
      const ids = c.events.flatMap((e) => (e.type === SERVER_EVENT.agentResponse ? [e.eventId] : []));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);

      c.sendRaw(JSON.stringify({ type: 'nonsense' }));
      await c.waitFor(SERVER_EVENT.error);
      c.ws.close();
      await c.closed;
      const rows = await t.ctx.db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.sessionId, s.sessionId))
        .orderBy(asc(conversationMessages.seq));
      expect(rows.map((r) => [r.seq, r.isUser])).toEqual([
        [0, false],
        [1, true],
        [2, false],
      ]);
      expect(rows[0]!.text).toBe(opening.text);
    },
  );

  it("refuses a missing or bad signature, an expired URL and another user's session", async () => {
    const a = await signUpAndLogin(t.app);
    const b = await signUpAndLogin(t.app);
    const s = await start(t.app, a.auth);
    await expect(connectVoice(`${origin}/v1/convai/conversation`)).rejects.toMatchObject({ status: 401 });
    await expect(
      connectVoice(local(s.websocketUrl).replace(/signature=[^&]+/, 'signature=forged')),
    ).rejects.toMatchObject({ status: 401 });
    const secret = await getOrCreateSecret(t.ctx.db, VOICE_SECRET);
    const tokenOf = async (userId: string) =>
      (await t.ctx.db.select().from(authTokens).where(eq(authTokens.userId, userId)))[0]!.id;
    const expired = signVoiceUrl(secret, 'http://x', {
      sessionId: s.sessionId,
      userId: a.user.id,
      tokenId: await tokenOf(a.user.id),
      expiresAt: Date.now() - 1,
    });
    await expect(connectVoice(local(expired))).rejects.toMatchObject({ status: 401 });
    // a validly signed URL for user b cannot open user a's session
    const crossed = signVoiceUrl(secret, 'http://x', {
      sessionId: s.sessionId,
      userId: b.user.id,
      tokenId: await tokenOf(b.user.id),
      expiresAt: Date.now() + 60_000,
    });
    const c = await connectVoice(local(crossed));
    expect((await c.closed).code).toBe(CLOSE_CODE.notLive);
    expect(c.events).toHaveLength(0);
  });

  it("warns and then ends the session when the plan's minutes run out mid-call", async () => {
    const u = await signUpAndLogin(t.app, { plan: 'tier1' }); // 60 minutes
    await t.ctx.db
      .insert(sessions)
      .values({ userId: u.user.id, type: 'practice', status: 'completed', durationSeconds: 3598 });
    const s = await start(t.app, u.auth);
    expect(s.practiceSecondsLeft).toBe(2); // the client's own limit (the only one on ElevenLabs)
    const c = await connectVoice(local(s.websocketUrl));
    await c.waitFor(SERVER_EVENT.sessionWarning);
    const closed = await c.closed;
    expect(closed).toEqual({ code: CLOSE_CODE.minutesUsedUp, reason: 'Practice minutes used up' });
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, s.sessionId));
    expect(row!.status).not.toBe('active');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/start',
      headers: u.auth,
      payload: { scenarioId: 'boss-venue-bottom-line' },
    });
    expect(again.statusCode).toBe(403);
  });

  it("still warns about the plan's minutes after refusing audio on a server without speech", async () => {
    const u = await signUpAndLogin(t.app, { plan: 'tier1' }); // 60 minutes
    await t.ctx.db
      .insert(sessions)
      .values({ userId: u.user.id, type: 'practice', status: 'completed', durationSeconds: 3590 });
    const c = await connectVoice(local((await start(t.app, u.auth)).websocketUrl));
    c.send({ type: CLIENT_EVENT.audio, base64: Buffer.alloc(640).toString('base64') });
    expect((await c.waitFor(SERVER_EVENT.error)).message).toBe(NO_VOICE_INPUT);
    const warning = await c.waitFor(SERVER_EVENT.sessionWarning);
    expect(warning.secondsLeft).toBeLessThanOrEqual(10);
    expect((await c.closed).code).toBe(CLOSE_CODE.minutesUsedUp);
  });

  it('answers malformed frames with an error and keeps the conversation (and the server) going', async () => {
    const u = await signUpAndLogin(t.app);
    const c = await connectVoice(local((await start(t.app, u.auth)).websocketUrl));
    await c.waitFor(SERVER_EVENT.agentResponse);
    for (const frame of [
      'null',
      '[]',
      '7',
      '"x"',
      '{"user_audio_chunk":null}',
      '{"type":"user_message","text":42}',
      '{bad',
    ]) {
      const from = c.events.length;
      c.sendRaw(frame);
      await c.waitFor(SERVER_EVENT.error, () => true, 5_000, from);
    }
    const answer = await c.say('How many guests are you expecting?');
    expect(answer.text).toMatch(/150|hundred fifty/i);
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    c.ws.close();
    await c.closed;
  });

  it('ends a session whose socket went quiet (dropped), and leaves live ones alone', async () => {
    const u = await signUpAndLogin(t.app);
    const dropped = await start(t.app, u.auth);
    const c = await connectVoice(local(dropped.websocketUrl));
    await c.say('Hi! How many guests are you expecting?');
    c.ws.terminate(); // the network goes away without a close
    await c.closed;
    // another user's session (a new start of the same user would end the dropped one itself)
    const live = await start(t.app, (await signUpAndLogin(t.app)).auth);
    await t.ctx.db
      .update(sessions)
      .set({ lastActivityAt: new Date(Date.now() - 120_000) })
      .where(eq(sessions.id, dropped.sessionId));
    expect(live.practiceSecondsLeft).toBe(300 * 60); // the default test plan: 300 minutes, none used yet

    await sweepStaleSessions(t.ctx);
    const status = async (id: string) =>
      (await t.ctx.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.status;
    expect(await status(dropped.sessionId)).not.toBe('active'); // ended: its report is being made from the stored turns
    expect(await status(live.sessionId)).toBe('active');
  });

  it('ends a session and produces a practice report with the buyer agent', async () => {
    const u = await signUpAndLogin(t.app);
    const s = await start(t.app, u.auth, 'relater-think-about-it');
    const c = await connectVoice(local(s.websocketUrl));
    await c.waitFor(SERVER_EVENT.agentResponse);
    for (const line of [
      'Hi, congratulations on your engagement! How did you two meet?',
      'What matters most to you about the photos?',
      'What worries you most about choosing a photographer?',
      'Would it help to set up a call with Tom next Tuesday to look at albums together?',
    ]) {
      await c.say(line);
    }
    c.ws.close();
    await c.closed;
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${s.sessionId}/end`,
      headers: u.auth,
      payload: { conversationId: s.conversationId },
    });
    expect(end.statusCode).toBe(200);
    expect(end.json().status).toBe('processing');
    const deadline = Date.now() + 20_000;
    let session;
    do {
      session = (await t.app.inject({ url: `/api/sessions/${s.sessionId}`, headers: u.auth })).json();
      await new Promise((r) => setTimeout(r, 100));
    } while (session.status === 'processing' && Date.now() < deadline);
    expect(session).toMatchObject({
      type: 'practice',
      status: 'completed',
      buyerAgent: { name: 'Relater' },
      report: { overallScore: expect.any(Number) },
    });
    const report = (
      await t.app.inject({ url: `/api/sessions/${s.sessionId}/report`, headers: u.auth })
    ).json().report;
    expect(report.speakers.find((x: { side: string }) => x.side === 'salesperson').label).toBe(u.user.name);
  });
});

/**
 * A speech engine whose text to speech takes `ms` per sentence (returning `samples` of audio) and
 * whose recogniser hears a word in any audio as it arrives (a partial: barge-in) but never finishes one.
 */
const slowSpeech = (ms: number, samples: number) => ({
  stt: {
    name: 'none',
    createStream: (onPartial?: (text: string) => void) => ({
      write: () => onPartial?.('sorry'),
      finish: async () => '',
      close() {},
    }),
  },
  tts: {
    name: 'slow',
    sampleRate: 16000 as const,
    synthesize: async () => {
      await new Promise((r) => setTimeout(r, ms));
      return new Int16Array(samples);
    },
  },
  warmUp: async () => undefined,
  close: async () => undefined,
});
const audioOf = (c: VoiceTestClient, id: number, from = 0) =>
  c.events.slice(from).filter((e) => e.type === SERVER_EVENT.audio && e.eventId === id);

describe('voice audio timing (a slow fake speech engine)', () => {
  it('never resumes a reply the salesperson talked over, even once they stop talking', async () => {
    const app = await createTestApp(
      {},
      {
        speech: slowSpeech(700, 16000),
        voiceTimings: { idleMs: 60_000, meterEveryMs: 1000, warnAtSeconds: 60, pingEveryMs: 15_000 },
      },
    );
    try {
      const base = await listenForVoice(app.app);
      const u = await signUpAndLogin(app.app);
      const c = await connectVoice(local((await start(app.app, u.auth)).websocketUrl, base));
      const opening = await c.waitFor(SERVER_EVENT.agentResponse); // three sentences, 0.7 s of synthesis each
      const id = opening.eventId;
      await c.waitFor(SERVER_EVENT.audio); // the first sentences play; the last is being synthesised
      const loud = Buffer.from(new Int16Array(320).map((_, i) => (i % 2 ? 8000 : -8000)).buffer).toString(
        'base64',
      );
      const quiet = Buffer.from(new Int16Array(320).buffer).toString('base64');
      for (let i = 0; i < 10; i++) c.send({ type: CLIENT_EVENT.audio, base64: loud }); // 200 ms of speech: barge-in
      // then 600 ms of silence: it ends
      for (let i = 0; i < 30; i++) c.send({ type: CLIENT_EVENT.audio, base64: quiet });
      const interruption = await c.waitFor(SERVER_EVENT.interruption);
      expect(interruption.eventId).toBe(id);
      await new Promise((r) => setTimeout(r, 1500)); // the last sentence is ready long after the salesperson stopped
      expect(audioOf(c, id, c.events.indexOf(interruption))).toHaveLength(0);
      c.ws.close();
      await c.closed;
    } finally {
      await app.close();
    }
  });

  it('keeps speaking a response when pings are sent between its text and its audio', async () => {
    // every sentence takes 60 ms to synthesise; pings every 10 ms
    const app = await createTestApp(
      {},
      {
        speech: slowSpeech(60, 1600),
        voiceTimings: { idleMs: 60_000, meterEveryMs: 1000, warnAtSeconds: 60, pingEveryMs: 10 },
      },
    );
    try {
      const base = await listenForVoice(app.app);
      const u = await signUpAndLogin(app.app);
      const s = await start(app.app, u.auth);
      const c = await connectVoice(local(s.websocketUrl, base));
      await c.waitFor(SERVER_EVENT.agentResponse); // the opening line
      const reply = await c.say('How many guests are you expecting?');
      await c.waitFor(SERVER_EVENT.audio, (e) => e.eventId === reply.eventId, 5_000);
      expect(c.events.some((e) => e.type === SERVER_EVENT.ping)).toBe(true);
      c.ws.close();
      await c.closed;
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('voice across a server restart', () => {
  it('loses no turn and continues the same conversation', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rr-voice-'));
    const boot = async () => {
      const app = await buildApp(testConfig({ dataDir, seedDemo: true }), { mailer: null, speech: null });
      return { app, base: await listenForVoice(app) };
    };
    try {
      const first = await boot();
      const login = (
        await first.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'demo@ringready.app', password: 'ringready-demo' },
        })
      ).json();
      const s = await start(
        first.app,
        { authorization: `Bearer ${login.token}` },
        'analyzer-photographer-compare',
      );
      const c1 = await connectVoice(local(s.websocketUrl, first.base));
      await c1.waitFor(SERVER_EVENT.agentResponse);
      await c1.say('Hi Priya, how many hours of coverage are you looking for?');
      await first.app.close(); // the server goes away mid-session
      await c1.closed;

      const second = await boot();
      const c2 = await connectVoice(local(s.websocketUrl, second.base));
      await c2.say('And what is your budget for photography?');
      c2.ws.close();
      await c2.closed;
      const rows = await second.app.ctx.db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.sessionId, s.sessionId))
        .orderBy(asc(conversationMessages.seq));
      expect(rows.map((r) => r.seq)).toEqual([0, 1, 2, 3, 4]);
      expect(rows.filter((r) => r.isUser).map((r) => r.text)).toEqual([
        'Hi Priya, how many hours of coverage are you looking for?',
        'And what is your budget for photography?',
      ]);
      expect(c2.events.filter((e) => e.type === SERVER_EVENT.agentResponse)).toHaveLength(1); // no second opening line
      await second.app.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
