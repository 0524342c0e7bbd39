import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { conversationMessages } from '../../../db/schema.ts';
import { createOpenAiCompatibleLlm } from '../../../providers/llm.ts';
import { DEFAULT_TIMINGS } from './voice-timings.ts';
import { startFakeOpenAi } from '../../../../test-support/fake-openai.ts';
import { createTestApp, signUpAndLogin } from '../../../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
} from '../../../../test-support/voice-test-client.ts';

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let origin = '';
beforeAll(async () => {
  fake = await startFakeOpenAi();
  const llm = createOpenAiCompatibleLlm({ baseUrl: fake.baseUrl, model: 'm' });
  // a budget a loaded machine keeps: this is about what is sent and stored, not how fast
  const voiceTimings = { ...DEFAULT_TIMINGS, llmBudgetMs: 30_000 };
  t = await createTestApp({}, { speech: null, llm, voiceTimings });
  origin = await listenForVoice(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const READING = JSON.stringify({
  acts: [{ kind: 'open-question', text: 'How many guests?', topics: ['guests'] }],
});

async function oneTurn(wording: string[]) {
  fake.script({ reading: READING, wording });
  const u = await signUpAndLogin(t.app);
  const s = await startPractice(t.app, u.auth); // Marcus, a Boss: 150 guests
  const c = await connectVoice(atOrigin(s.websocketUrl, origin));
  await c.waitFor(SERVER_EVENT.agentResponse);
  const reply = await c.say('How many guests are you expecting?');
  const rows = await t.ctx.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.sessionId, s.sessionId))
    .orderBy(asc(conversationMessages.seq));
  c.ws.close();
  await c.closed;
  return { reply, stored: rows.at(-1)!, errors: c.events.filter((e) => e.type === SERVER_EVENT.error) };
}

describe('the buyer worded by an LLM over the voice socket', () => {
  it('sends and stores the streamed wording that keeps the decision, the same text in both', async () => {
    const { reply, stored, errors } = await oneTurn(['About 150,', ' give or take.', ' Why do you ask?']);
    expect(reply.text).toBe('About 150, give or take. Why do you ask?');
    expect(stored).toMatchObject({ isUser: false, text: reply.text });
    expect(errors).toEqual([]);
    expect(fake.requests.map((r) => [r.json, r.stream])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it("sends and stores the engine's words when the wording invents a number", async () => {
    const { reply, stored } = await oneTurn(['About 400 guests, maybe more.']);
    expect(reply.text).not.toMatch(/400/);
    expect(reply.text).toMatch(/150|hundred fifty/i);
    expect(stored).toMatchObject({ isUser: false, text: reply.text });
  });
});
