import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TRADE_IDS } from '@ringready/core/trades';
import type { Scenario } from '@ringready/core/api';
import { SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { sessions } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
} from '../../../test-support/voice-test-client.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let origin = '';
beforeAll(async () => {
  t = await createTestApp({}, { speech: null });
  origin = await listenForVoice(t.app);
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signUpAndLogin>>;
const patch = (who: Person | null, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/user', headers: who?.auth ?? {}, payload: payload as object });
const scenarios = async (who: Person) =>
  (await t.app.inject({ url: '/api/scenarios', headers: who.auth })).json<Scenario[]>();

describe('trade and business name', () => {
  it('starts unset, is saved with PATCH /api/user and returned by GET /api/user', async () => {
    const s = await signUpAndLogin(t.app);
    expect(s.user).toMatchObject({ trade: null, businessName: null });
    const res = await patch(s, { trade: 'hair_makeup', businessName: '  Glow Bridal  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      trade: 'hair_makeup',
      businessName: 'Glow Bridal',
      name: s.user.name,
    });
    const me = await t.app.inject({ url: '/api/user', headers: s.auth });
    expect(me.json()).toMatchObject({ trade: 'hair_makeup', businessName: 'Glow Bridal' });
    // an empty business name clears it and leaves the trade alone
    expect((await patch(s, { businessName: '  ' })).json()).toMatchObject({
      trade: 'hair_makeup',
      businessName: null,
    });
  });

  it('accepts every trade id and refuses anything else with a clear message, changing nothing', async () => {
    const s = await signUpAndLogin(t.app);
    for (const trade of TRADE_IDS) expect((await patch(s, { trade })).json().trade).toBe(trade);
    const cases: Array<[unknown, RegExp]> = [
      [{ trade: 'wedding singer' }, /Trade must be one of: photographer, videographer/],
      [{ trade: null }, /Trade must be one of/],
      [{ businessName: 'x'.repeat(121) }, /at most 120 characters/],
      [{ businessName: 42 }, /Business name must be text/],
      [{ email: 'new@example.com' }, /Only name, trade and businessName/],
      [{}, /Nothing to change/],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(s, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await t.app.inject({ url: '/api/user', headers: s.auth })).json().trade).toBe(TRADE_IDS.at(-1));
  });

  it("needs a signed-in user and changes only the caller's own profile", async () => {
    const a = await signUpAndLogin(t.app);
    const b = await signUpAndLogin(t.app);
    expect((await patch(null, { trade: 'dj' })).statusCode).toBe(401);
    await patch(a, { trade: 'dj', businessName: 'Beat Drop' });
    expect((await t.app.inject({ url: '/api/user', headers: b.auth })).json()).toMatchObject({
      trade: null,
      businessName: null,
    });
  });
});

describe('practice for the trade', () => {
  it("names the user's trade in every scenario, and the catalogue's own text without a trade", async () => {
    const s = await signUpAndLogin(t.app);
    const plain = await scenarios(s);
    await patch(s, { trade: 'videographer' });
    const forTrade = await scenarios(s);
    expect(forTrade.map((x) => x.id)).toEqual(plain.map((x) => x.id));
    for (const scenario of forTrade)
      expect(`${scenario.title} ${scenario.description}`).toMatch(/video|film/i);
    expect(plain.some((x) => /video|film/i.test(`${x.title} ${x.description}`))).toBe(false);
  });

  it('records the trade on the session, and the buyer shops for it', async () => {
    const s = await signUpAndLogin(t.app);
    await patch(s, { trade: 'photographer' });
    const started = await startPractice(t.app, s.auth, 'dreamer-garden-florals');
    expect(started.statusCode).toBe(200);
    expect(started.scenario.title).toMatch(/photo/i);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, started.sessionId));
    expect(row!.trade).toBe('photographer');
    // changing the trade later does not change a conversation already started
    await patch(s, { trade: 'caterer' });
    const c = await connectVoice(atOrigin(started.websocketUrl, origin));
    await c.waitFor(SERVER_EVENT.agentResponse); // the opening first, so the next answer is to the question
    const coverage = await c.say('How many hours of coverage are you thinking for the day?');
    expect(coverage.text).toMatch(/\bhours?\b/i);
    const budget = await c.say('What budget have you set aside for photography?');
    expect(budget.text).not.toMatch(/flower|floral|catering|menu/i);
    c.ws.close();
    await c.closed;
  });
});
