import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema, sessionSummarySchema } from '@ringready/core/api-schemas';
import type { Session } from '@ringready/core/api';
import { findBuyerType } from '@ringready/core/buyer-types';
import type { SessionSummary } from '@ringready/core/sessions';
import { TRADE_IDS } from '@ringready/core/trades';
import { reports, scenarios, sessions } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { presentScenario } from '../catalog/index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = typeof sessions.$inferSelect;
type ScenarioRow = typeof scenarios.$inferSelect;
const MODE_NAMES: Record<string, string> = {
  coaching: 'Practice with AI Coaching',
  basic: 'Basic Practice Mode',
};

/** The contract's session, written out from the stored rows: what the database must present. */
function expected(row: Row, scenario: ScenarioRow | undefined): Omit<Session, 'report'> {
  const buyer = findBuyerType(row.buyerType ?? scenario?.buyerType);
  return {
    id: row.id,
    type: row.type as Session['type'],
    status: row.status as Session['status'],
    duration: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
    fileName: row.fileName,
    failureReason: row.failureReason,
    exerciseMode:
      row.type === 'practice'
        ? {
            name: MODE_NAMES[row.mode ?? ''] ?? 'Practice Session',
            difficulty: (scenario?.difficulty as 'intermediate') ?? 'intermediate',
          }
        : null,
    buyerAgent: buyer ? { name: buyer.name, description: buyer.description } : null,
    scenario: scenario ? presentScenario(scenario, row.trade) : null,
  };
}

/** A real report, its prose with quotes, backslashes and accents a JSON writer must escape. */
const REPORT = analyzeTranscriptText(
  readFileSync(
    new URL('../../../../core/eval/transcripts/01-analyzer-photographer-excellent.md', import.meta.url),
    'utf8',
  ) + '\nSalesperson: Our “signature” package \\ café collection is $4,500.',
);

describe('a session as the database presents it', () => {
  it('matches the contract for every scenario in every trade’s copy, every mode, buyer and report', async () => {
    const u = await signUpAndLogin(t.app);
    const catalogue = await t.ctx.db.select().from(scenarios);
    const values: Array<typeof sessions.$inferInsert> = [];
    const modes = ['coaching', 'basic', null, 'freestyle'];
    for (const [i, scenario] of catalogue.entries()) {
      for (const [j, trade] of [...TRADE_IDS, null, 'not-a-trade'].entries()) {
        values.push({
          userId: u.user.id,
          type: 'practice',
          status: 'completed',
          scenarioId: scenario.id,
          trade,
          mode: modes[(i + j) % modes.length],
          // the session's own buyer wins over the scenario's; an unknown one is no buyer at all
          buyerType: j % 3 === 0 ? null : j % 3 === 1 ? 'dreamer' : 'nobody',
          durationSeconds: 60 * j,
        });
      }
    }
    values.push(
      {
        userId: u.user.id,
        type: 'upload',
        status: 'failed',
        fileName: 'call "1".docx',
        failureReason: 'No text',
      },
      { userId: u.user.id, type: 'practice', status: 'active', mode: 'basic' },
    );
    const rows = await t.ctx.db.insert(sessions).values(values).returning();
    // microseconds the API's millisecond timestamps drop, as JavaScript's Date does
    await t.ctx.db.execute(
      sql`update ${sessions} set created_at = created_at - (random() * interval '90 days')
        where user_id = ${u.user.id}`,
    );
    const stored = new Map((await t.ctx.db.select().from(sessions)).map((r) => [r.id, r]));
    const scored = rows.filter((_, i) => i % 2 === 0);
    for (const [i, r] of scored.entries()) {
      await t.ctx.db.insert(reports).values({
        sessionId: r.id,
        overallScore: 40 + (i % 60),
        data: REPORT,
      });
    }
    const scores = new Map(scored.map((r, i) => [r.id, 40 + (i % 60)]));
    const byScenario = new Map(catalogue.map((s) => [s.id, s]));

    const list = await t.app.inject({ url: `/api/sessions?limit=100`, headers: u.auth });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = list.json<SessionSummary[]>();
    expect(page).toHaveLength(rows.length);
    for (const item of page) {
      expect(sessionSummarySchema.safeParse(item).error).toBeUndefined();
      const row = stored.get(item.id)!;
      const score = scores.get(item.id);
      expect(item).toEqual({
        ...expected(row, byScenario.get(row.scenarioId ?? '')),
        ...(score === undefined ? {} : { report: { overallScore: score } }),
      });
    }
    const times = page.map((s) => s.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    for (const id of [scored[0]!.id, rows.at(-1)!.id, rows.at(-2)!.id]) {
      const one = await t.app.inject({ url: `/api/sessions/${id}`, headers: u.auth });
      const session = one.json<Session>();
      expect(sessionSchema.safeParse(session).error).toBeUndefined();
      const row = stored.get(id)!;
      const [report] = await t.ctx.db
        .select()
        .from(reports)
        .where(sql`${reports.sessionId} = ${id}`);
      expect(session).toEqual({
        ...expected(row, byScenario.get(row.scenarioId ?? '')),
        ...(report ? { report: { ...(report.data as object), overallScore: report.overallScore } } : {}),
      });
    }
  });

  it('is an empty JSON array for a user without sessions', async () => {
    const u = await signUpAndLogin(t.app);
    const list = await t.app.inject({ url: '/api/sessions', headers: u.auth });
    expect(list.body).toBe('[]');
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
