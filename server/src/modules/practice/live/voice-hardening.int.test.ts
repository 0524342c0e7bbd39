import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { CLIENT_EVENT, CLOSE_CODE, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { conversationMessages, sessions } from '../../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
} from '../../../../test-support/voice-test-client.ts';
import { FLOOD_MESSAGE, MAX_PENDING_TURNS, TOO_MANY_TURNS } from './frame-budget.ts';

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const start = (auth: Record<string, string>) => startPractice(t.app, auth);
const messagesOf = (sessionId: string) =>
  t.ctx.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.sessionId, sessionId))
    .orderBy(asc(conversationMessages.seq));

describe('voice sessions under reconnects, floods and parallel starts', () => {
  it('lets the newest socket take over its session: the old one closes (4003), every turn is answered', async () => {
    const u = await signUpAndLogin(t.app);
    const s = await start(u.auth);
    const first = await connectVoice(atOrigin(s.websocketUrl, origin));
    await first.waitFor(SERVER_EVENT.agentResponse);
    const second = await connectVoice(atOrigin(s.websocketUrl, origin)); // a reconnect while the old one is open
    expect((await second.say('How many guests are you expecting?')).text).toMatch(/150|hundred fifty/i);
    first.send({ type: CLIENT_EVENT.userMessage, text: 'Are you still there?' });
    expect((await first.closed).code).toBe(CLOSE_CODE.replaced);
    expect((await second.say('And what is your budget?')).text.length).toBeGreaterThan(0);
    const rows = await messagesOf(s.sessionId);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i));
    expect(rows.map((r) => r.isUser)).toEqual([false, true, false, true, false]);
    expect(second.events.filter((e) => e.type === SERVER_EVENT.error)).toHaveLength(0);
    second.ws.close();
    await second.closed;
  });

  it('answers a turn that was stored just before the connection died', async () => {
    const u = await signUpAndLogin(t.app);
    const s = await start(u.auth);
    const c1 = await connectVoice(atOrigin(s.websocketUrl, origin));
    await c1.waitFor(SERVER_EVENT.agentResponse);
    c1.ws.terminate();
    await c1.closed;
    // the process died after storing the salesperson's turn, before the buyer answered
    await t.ctx.db.insert(conversationMessages).values({
      sessionId: s.sessionId,
      seq: 1,
      isUser: true,
      text: 'How many guests are you expecting?',
      createdAt: new Date(),
    });
    const c2 = await connectVoice(atOrigin(s.websocketUrl, origin));
    expect((await c2.waitFor(SERVER_EVENT.agentResponse)).text).toMatch(/150|hundred fifty/i);
    expect((await messagesOf(s.sessionId)).map((r) => r.isUser)).toEqual([false, true, false]);
    c2.ws.close();
    await c2.closed;
  });

  it('keeps frames sent before the session finished loading', async () => {
    const u = await signUpAndLogin(t.app);
    const s = await start(u.auth);
    const c = await connectVoice(atOrigin(s.websocketUrl, origin));
    c.send({ type: CLIENT_EVENT.userMessage, text: 'How many guests are you expecting?' }); // at once
    const answers = () => c.events.filter((e) => e.type === SERVER_EVENT.agentResponse);
    await c.waitFor(SERVER_EVENT.agentResponse, (e) => /150|hundred fifty/i.test(e.text));
    expect(answers().length).toBeGreaterThanOrEqual(1);
    c.ws.close();
    await c.closed;
  });

  it('limits a flooding socket without losing its answered turns, while another user is served', async () => {
    const flooder = await signUpAndLogin(t.app);
    const other = await signUpAndLogin(t.app);
    const f = await connectVoice(atOrigin((await start(flooder.auth)).websocketUrl, origin));
    const fs = (await t.ctx.db.select().from(sessions).where(eq(sessions.userId, flooder.user.id)))[0]!;
    await f.waitFor(SERVER_EVENT.agentResponse);
    const o = await connectVoice(atOrigin((await start(other.auth)).websocketUrl, origin));
    await o.waitFor(SERVER_EVENT.agentResponse);
    for (let i = 0; i < 200; i++)
      f.send({ type: CLIENT_EVENT.userMessage, text: `Question ${i}: how many guests?` });
    expect((await o.say('What matters most to you about the day?')).text.length).toBeGreaterThan(0);
    await f.waitFor(SERVER_EVENT.error, (e) => e.message === TOO_MANY_TURNS);
    await sleep(1000);
    const stored = (await messagesOf(fs.id)).filter((r) => r.isUser);
    // only a few turns at a time are accepted (the rest are refused with a reason), and each is answered
    expect(stored.length).toBeGreaterThanOrEqual(MAX_PENDING_TURNS);
    expect(stored.length).toBeLessThan(20);
    const errors = f.events.flatMap((e) => (e.type === SERVER_EVENT.error ? [e.message] : []));
    expect(errors.filter((m) => m === TOO_MANY_TURNS).length).toBeGreaterThan(50);
    expect(errors).toContain(FLOOD_MESSAGE); // and past the burst, frames are dropped
    expect(f.events.filter((e) => e.type === SERVER_EVENT.agentResponse)).toHaveLength(stored.length + 1);
    f.ws.close();
    o.ws.close();
    await Promise.all([f.closed, o.closed]);
  });

  it('holds the plan limit when ten practice sessions start at once with seconds left', async () => {
    const u = await signUpAndLogin(t.app, { plan: 'tier1' }); // 60 minutes
    await t.ctx.db
      .insert(sessions)
      .values({ userId: u.user.id, type: 'practice', status: 'completed', durationSeconds: 3597 });
    const starts = await Promise.all(Array.from({ length: 10 }, () => start(u.auth)));
    expect(starts.filter((s) => s.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const live = await t.ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, u.user.id), eq(sessions.status, 'active')));
    expect(live).toHaveLength(1); // each start ended the ones before it
    const c = await connectVoice(
      atOrigin(starts.find((s) => s.sessionId === live[0]!.id)!.websocketUrl, origin),
    );
    expect((await c.closed).code).toBe(CLOSE_CODE.minutesUsedUp);
    const used = (await t.app.inject({ url: '/api/user', headers: u.auth })).json().currentUsage
      .practiceMinutesUsed;
    expect(used).toBeLessThanOrEqual(3600 + 1);
  });

  it('survives thousands of malformed frames and answers every valid turn among them', async () => {
    const u = await signUpAndLogin(t.app);
    const s = await start(u.auth);
    const c = await connectVoice(atOrigin(s.websocketUrl, origin));
    await c.waitFor(SERVER_EVENT.agentResponse);
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
    const junk = () =>
      pick<() => string>([
        () => 'null',
        () => String(random()),
        () => '{"type":' + '['.repeat(50),
        () =>
          JSON.stringify({
            type: pick(['user_message', 'pong', 'x', '', null, 7]),
            text: pick([null, 5, {}, []]),
          }),
        () => JSON.stringify({ user_audio_chunk: pick([null, 1, {}, [], true]) }),
        () => Buffer.from(Array.from({ length: 40 }, () => Math.floor(random() * 256))).toString('latin1'),
        () => JSON.stringify([{ type: 'user_message', text: 'hi' }]),
        () => '\u0000'.repeat(10),
      ])();
    let answered = 0;
    for (let round = 0; round < 20; round++) {
      for (let i = 0; i < 50; i++) c.sendRaw(junk()); // 1,000 bad frames in all, within the flood budget
      const reply = await c.say(`Round ${round}: what matters most to you?`);
      if (reply.text) answered++;
      await sleep(700);
    }
    expect(answered).toBe(20);
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    const users = (await messagesOf(s.sessionId)).filter((r) => r.isUser);
    expect(users).toHaveLength(20);
    c.ws.close();
    await c.closed;
  }, 60_000);
});
