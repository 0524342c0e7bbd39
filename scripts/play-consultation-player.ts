/**
 * The real app on an embedded database in `dataDir`, and the practice calls played on it over the real voice
 * websocket (typed turns), for scripts/play-consultation.ts.
 */
import type { AnalysisReport } from '../core/src/analysis/types.ts';
import { findBuyerType } from '../core/src/buyer-types.ts';
import { isTradeId, type TradeId } from '../core/src/trades.ts';
import { CLOSE_CODE, SERVER_EVENT } from '../core/src/voice/voice-protocol.ts';
import { buildApp } from '../server/src/app.ts';
import { loadConfig, testConfig } from '../server/src/config.ts';
import { listMessages } from '../server/src/modules/practice/index.ts';
import { createUser, findUserByEmail } from '../server/src/modules/users/index.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
  type VoiceTestClient,
} from '../server/test-support/voice-test-client.ts';

const PASSWORD = 'play-consultation-1';
/** A played call is never ended for silence while someone writes the next turn. */
const HOUR_MS = 60 * 60_000;
/** The buyer hangs up right after its reply: a close this soon after it belongs to that turn. */
const CLOSE_GRACE_MS = 500;
const REPORT_WAIT_MS = 60_000;

export interface Started {
  sessionId: string;
  opening: string;
  buyer: string;
  trade: string;
}
export interface Said {
  reply: string;
  events: string[];
  ended: boolean;
}

export type Player = Awaited<ReturnType<typeof playerFor>>;

export async function playerFor(dataDir: string) {
  const env = loadConfig(process.env);
  const app = await buildApp(testConfig({ dataDir, llm: env.llm, logLevel: 'silent' }), {
    mailer: null,
    speech: null,
    voiceTimings: { idleMs: HOUR_MS, meterEveryMs: 5_000, warnAtSeconds: 60, pingEveryMs: 15_000 },
  });
  const origin = await listenForVoice(app);
  const calls = new Map<string, { client: VoiceTestClient; auth: Record<string, string> }>();

  /** Signs in as the player of this trade (created on first use, on the Master plan). */
  async function signIn(trade: TradeId | undefined) {
    const email = `play-${trade ?? 'any'}@example.com`;
    if (!(await findUserByEmail(app.ctx.db, email)))
      await createUser(
        app.ctx.db,
        { email, name: 'Jess Player', password: PASSWORD, plan: 'tier3', trade },
        app.ctx.now(),
      );
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  }

  function call(sessionId: string) {
    const c = calls.get(sessionId);
    if (!c) throw new Error(`No call ${sessionId} on this server`);
    return c;
  }

  async function closeEvent(client: VoiceTestClient, waitMs: number): Promise<string | null> {
    const closed = await Promise.race([
      client.closed,
      new Promise<null>((r) => setTimeout(() => r(null), waitMs)),
    ]);
    if (!closed) return null;
    const why = closed.code === CLOSE_CODE.buyerEnded ? 'call ended' : 'socket closed';
    return `${why} ${closed.code}: ${closed.reason}`;
  }

  return {
    async start(input: { scenarioId: string; trade?: string }): Promise<Started> {
      const trade = isTradeId(input.trade) ? input.trade : undefined;
      const auth = await signIn(trade);
      const started = await startPractice(app, auth, input.scenarioId);
      if (started.statusCode !== 200) throw new Error(`start failed: ${JSON.stringify(started)}`);
      const client = await connectVoice(atOrigin(started.websocketUrl, origin));
      const opening = await client.waitFor(SERVER_EVENT.agentResponse);
      calls.set(started.sessionId, { client, auth });
      const buyer = findBuyerType(started.scenario?.buyerType ?? '')?.name ?? 'Buyer';
      return { sessionId: started.sessionId, opening: opening.text, buyer, trade: trade ?? 'default trade' };
    },

    async say(sessionId: string, text: string): Promise<Said> {
      const { client } = call(sessionId);
      if (client.ws.readyState !== client.ws.OPEN)
        throw new Error('This call is over; end it for the report.');
      const from = client.events.length;
      const reply = await client.say(text);
      const events = client.events
        .slice(from)
        .filter((e) => e.type === SERVER_EVENT.error || e.type === SERVER_EVENT.sessionWarning)
        .map((e) => `${e.type}: ${'message' in e ? e.message : ''}`);
      const closed = await closeEvent(client, CLOSE_GRACE_MS);
      if (closed) events.push(closed);
      return { reply: reply.text, events, ended: closed !== null };
    },

    async transcript(sessionId: string) {
      const rows = await listMessages(app.ctx.db, sessionId);
      return { lines: rows.map((r) => `${r.isUser ? 'You' : 'Buyer'}: ${r.text}`) };
    },

    /** Ends the practice (unless the buyer already did) and waits for its report. */
    async end(sessionId: string) {
      const { client, auth } = call(sessionId);
      if (client.ws.readyState === client.ws.OPEN) {
        const res = await app.inject({
          method: 'POST',
          url: `/api/sessions/${sessionId}/end`,
          headers: auth,
          payload: {},
        });
        if (res.statusCode !== 200) throw new Error(`end failed: ${res.body}`);
        client.ws.close();
      }
      const until = Date.now() + REPORT_WAIT_MS;
      while (Date.now() < until) {
        const res = await app.inject({ url: `/api/sessions/${sessionId}/report`, headers: auth });
        if (res.statusCode === 200) {
          const report = res.json<{ report: AnalysisReport }>().report;
          const steps = report.actionItems.map((a, i) => `  ${i + 1}. ${a.text}`);
          return { lines: [`Report: ${report.overallScore}/100`, 'Next steps:', ...steps] };
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      return { lines: ['Report: not ready yet (see the session in the app).'] };
    },

    async close() {
      for (const { client } of calls.values()) client.ws.close();
      await app.close();
    },
  };
}
