import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { buyerEndedMessage, CLOSE_CODE, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { reports, sessions } from '../../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
} from '../../../../test-support/voice-test-client.ts';
import { runPracticeReport } from '../practice-report-worker.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let origin = '';
beforeAll(async () => {
  t = await createTestApp({}, { speech: null });
  origin = await listenForVoice(t.app);
});
afterAll(() => t.close());

describe('the buyer ends the call', () => {
  it('says the reply, ends the practice (4005, why), and the report says why', async () => {
    const u = await signUpAndLogin(t.app);
    const s = await startPractice(t.app, u.auth);
    const c = await connectVoice(atOrigin(s.websocketUrl, origin));
    await c.waitFor(SERVER_EVENT.agentResponse);
    await c.say('What is your budget, you idiot?');
    const last = await c.say('Shut up and answer me, you moron.');
    const closed = await c.closed;
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, s.sessionId));
    const name = (row!.engineState as { persona: { name: string } }).persona.name;
    expect(closed).toEqual({ code: CLOSE_CODE.buyerEnded, reason: buyerEndedMessage(name, 'abuse') });
    // the goodbye came before the close, as the last event of the call
    expect(c.events.at(-1)).toEqual(last);
    expect(c.events.filter((e) => e.type === SERVER_EVENT.error)).toEqual([]);
    // ended: its report job is queued (and may have run already)
    expect(row).toMatchObject({ engineState: { ended: true, endReason: 'abuse' } });
    expect(['processing', 'completed']).toContain(row!.status);
    await runPracticeReport(t.ctx, s.sessionId, true);
    const [report] = await t.ctx.db.select().from(reports).where(eq(reports.sessionId, s.sessionId));
    const data = report!.data as AnalysisReport;
    expect(data.actionItems[0]!.text).toMatch(/^The buyer ended the call after rude remarks\./);
    expect(data.buyerEnded).toMatchObject({ reason: 'abuse' });
    const api = await t.app.inject({ url: `/api/sessions/${s.sessionId}/report`, headers: u.auth });
    expect(api.statusCode).toBe(200);
    expect(api.json().report.actionItems[0].text).toBe(data.actionItems[0]!.text);
  });

  it('ends the call after repeated pressure, and says so', async () => {
    const u = await signUpAndLogin(t.app);
    const s = await startPractice(t.app, u.auth); // a Boss: two pushes get push-back, the third ends the call
    const c = await connectVoice(atOrigin(s.websocketUrl, origin));
    await c.waitFor(SERVER_EVENT.agentResponse);
    for (const push of [
      "Another couple wants your date this week, so if you don't put a deposit down today it's gone. Yes or no?",
      'This price is only good until tonight. Sign now or you lose the date.',
    ]) {
      const pushed = await c.say(push);
      expect(c.ws.readyState).toBe(c.ws.OPEN);
      expect(pushed.text.length).toBeGreaterThan(0);
    }
    const last = await c.say(
      'Everyone books on the first call. I need an answer right now or I release the date.',
    );
    const closed = await c.closed;
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, s.sessionId));
    const name = (row!.engineState as { persona: { name: string } }).persona.name;
    expect(closed).toEqual({ code: CLOSE_CODE.buyerEnded, reason: buyerEndedMessage(name, 'pressure') });
    expect(c.events.at(-1)).toEqual(last);
    expect(row).toMatchObject({ engineState: { ended: true, endReason: 'pressure' } });
  });
});
