import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MAX_USER_TEXT, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { conversationMessages } from '../../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
} from '../../../../test-support/voice-test-client.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let origin = '';
beforeAll(async () => {
  t = await createTestApp({}, { speech: null });
  origin = await listenForVoice(t.app);
});
afterAll(() => t.close());

const messagesOf = (sessionId: string) =>
  t.ctx.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.sessionId, sessionId))
    .orderBy(asc(conversationMessages.seq));

const LONG = `${'We shoot weddings all over the state and every couple gets a gallery, '.repeat(35)}what is your date?`;
/** What a salesperson may send that is not a sales turn; each is answered in character and stored. */
const BAD_TURNS: Array<[string, string, string]> = [
  ['an empty turn', '   ', ''],
  ['a turn of over 2,000 characters', LONG, LONG.slice(0, MAX_USER_TEXT).trim()],
  ['another language', '¿Cuántos invitados tendrán en la boda y cuál es su presupuesto?', ''],
  ['profanity', 'This is a damn stupid question but what the hell is your budget?', ''],
  ['gibberish', 'asdkjh qwpoeiru zxmcnvb lkjhgf', ''],
];

describe('bad input over the voice socket', () => {
  it.each(BAD_TURNS)('answers %s calmly, in character, and stores the turn', async (_what, text, stored) => {
    const u = await signUpAndLogin(t.app);
    const s = await startPractice(t.app, u.auth);
    const c = await connectVoice(atOrigin(s.websocketUrl, origin));
    const opening = await c.waitFor(SERVER_EVENT.agentResponse);
    const reply = await c.say(text);
    expect(reply.text.trim().length).toBeGreaterThan(0);
    expect(reply.text).not.toBe(opening.text);
    expect(reply.text.length).toBeLessThan(400);
    // in character: no error, no talk of being a program, no echo of the rude words
    expect(reply.text).not.toMatch(/\b(?:error|AI|assistant|model|undefined|null)\b/);
    expect(reply.text).not.toMatch(/\b(?:damn|stupid|hell)\b/i);
    expect(c.events.filter((e) => e.type === SERVER_EVENT.error)).toEqual([]);
    const rows = await messagesOf(s.sessionId);
    expect(rows.map((r) => [r.isUser, r.isUser ? r.text : 'buyer'])).toEqual([
      [false, 'buyer'],
      [true, stored || text.trim()],
      [false, 'buyer'],
    ]);
    expect(rows[2]!.text).toBe(reply.text);
    // the conversation goes on
    expect((await c.say('How many guests are you expecting?')).text.length).toBeGreaterThan(0);
    c.ws.close();
    await c.closed;
  });
});
