import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { conversationMessages, sessions } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { startPractice } from '../../../test-support/voice-test-client.ts';
import { ABANDONED_EXTERNAL_REASON } from './practice-service.ts';
import { sweepStaleSessions } from './live/dropped-session-sweeper.ts';
import { personaVoice } from '@ringready/core/voice/persona-voices';

/** A local stand-in for ElevenLabs' HTTP API (signed URLs, finished conversations). */
const fake = Fastify();
const asked: string[] = [];
fake.addHook('onRequest', async (req, reply) => {
  if (req.headers['xi-api-key'] !== 'test-key') return reply.code(401).send({ detail: 'bad key' });
});
fake.get('/v1/convai/conversation/get-signed-url', async (req) => {
  asked.push((req.query as { agent_id: string }).agent_id);
  return {
    signed_url: `wss://api.elevenlabs.test/v1/convai/conversation?agent_id=${(req.query as { agent_id: string }).agent_id}&conversation_signature=abc`,
  };
});
fake.get('/v1/convai/conversations/:id', async (req) => ({
  conversation_id: (req.params as { id: string }).id,
  status: 'done',
  metadata: { call_duration_secs: 312 },
  transcript: [
    { role: 'agent', message: "Hi, it's Emily. Mum's here with me on speaker.", time_in_call_secs: 0 },
    { role: 'user', message: 'Lovely to meet you both! How did you two meet?', time_in_call_secs: 4 },
    { role: 'agent', message: 'At university, in a choir, actually.', time_in_call_secs: 9 },
    { role: 'user', message: 'What worries you most about planning the day?', time_in_call_secs: 15 },
    { role: 'agent', message: 'Honestly, keeping everyone in the family happy.', time_in_call_secs: 21 },
    {
      role: 'user',
      message: 'Shall we meet on Saturday with your mum to walk through a plan?',
      time_in_call_secs: 30,
    },
    { role: 'agent', message: 'Yes, Saturday works for us.', time_in_call_secs: 36 },
  ],
}));

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  await fake.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  t = await createTestApp(
    {
      elevenLabs: {
        apiKey: 'test-key',
        baseUrl,
        agents: { analyzer: 'ag_an', boss: 'ag_bo', dreamer: 'ag_dr', relater: 'ag_re' },
      },
    },
    { speech: null },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('ElevenLabs as the voice provider', () => {
  it('starts with an ElevenLabs signed URL and builds the report from their transcript', async () => {
    const u = await signUpAndLogin(t.app);
    const start = await startPractice(t.app, u.auth, 'relater-planning-with-mom');
    expect(start.websocketUrl).toMatch(/^wss:\/\/api\.elevenlabs\.test\/.*agent_id=ag_re/);
    expect(asked).toEqual(['ag_re']);
    // the client's initiation asks ElevenLabs for the persona's own voice
    const persona = { scenarioId: 'relater-planning-with-mom', buyerType: 'relater' } as const;
    expect(start.voiceId).toBe(personaVoice(persona).elevenLabs.voiceId);

    const noId = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${start.sessionId}/end`,
      headers: u.auth,
      payload: {},
    });
    expect(noId.statusCode).toBe(400);
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${start.sessionId}/end`,
      headers: u.auth,
      payload: { conversationId: 'conv_el_123' },
    });
    expect(end.json().status).toBe('processing');

    const deadline = Date.now() + 20_000;
    let session;
    do {
      await new Promise((r) => setTimeout(r, 100));
      session = (await t.app.inject({ url: `/api/sessions/${start.sessionId}`, headers: u.auth })).json();
    } while (session.status === 'processing' && Date.now() < deadline);
    expect(session).toMatchObject({ status: 'completed', duration: 312, buyerAgent: { name: 'Relater' } });
    const rows = await t.ctx.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.sessionId, start.sessionId))
      .orderBy(asc(conversationMessages.seq));
    expect(rows).toHaveLength(7);
    expect(rows.filter((r) => r.isUser)).toHaveLength(3);
    expect(session.report.overallScore).toEqual(expect.any(Number));
    expect(
      (await t.app.inject({ url: '/api/user', headers: u.auth })).json().currentUsage.practiceMinutesUsed,
    ).toBe(312);
  });

  it('leaves a running ElevenLabs call to the client, and fails one that was never ended', async () => {
    const u = await signUpAndLogin(t.app);
    const start = await startPractice(t.app, u.auth, 'boss-short-notice');
    const status = async () =>
      (await t.ctx.db.select().from(sessions).where(eq(sessions.id, start.sessionId)))[0]!;
    await sweepStaleSessions(t.ctx, 0); // no socket to our server: quiet is normal for an ElevenLabs call
    expect((await status()).status).toBe('active');
    await sweepStaleSessions(t.ctx, 0, 0); // … until it is older than any real call
    expect(await status()).toMatchObject({ status: 'failed', failureReason: ABANDONED_EXTERNAL_REASON });
  });
});
