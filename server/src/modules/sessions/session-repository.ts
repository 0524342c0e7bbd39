import { and, desc, eq } from 'drizzle-orm';
import { findBuyerType } from '@ringready/core/buyer-types';
import type { Report, Session, SessionStatus, SessionType } from '@ringready/core/api';
import type { Queryable } from '../../db/client.ts';
import { reports, scenarios, sessions } from '../../db/schema.ts';
import { presentScenario, type ScenarioRow } from '../catalog/catalog-repository.ts';

type SessionRow = typeof sessions.$inferSelect;
type ReportRow = typeof reports.$inferSelect;

const MODE_NAMES: Record<string, string> = { coaching: 'Practice with AI Coaching', basic: 'Basic Practice Mode' };

export function presentSession(row: SessionRow, scenario: ScenarioRow | null, report: ReportRow | null): Session {
  const buyer = findBuyerType(row.buyerType ?? scenario?.buyerType);
  return {
    id: row.id,
    type: row.type as SessionType,
    status: row.status as SessionStatus,
    duration: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
    fileName: row.fileName,
    failureReason: row.failureReason,
    exerciseMode: row.type === 'practice'
      ? { name: MODE_NAMES[row.mode ?? ''] ?? 'Practice Session', difficulty: scenario?.difficulty ?? 'intermediate' }
      : null,
    buyerAgent: buyer ? { name: buyer.name, description: buyer.description } : null,
    scenario: scenario ? presentScenario(scenario) : null,
    ...(report ? { report: { ...(report.data as Report), overallScore: report.overallScore } } : {}),
  };
}

function selectSessions(q: Queryable) {
  return q
    .select({ session: sessions, scenario: scenarios, report: reports })
    .from(sessions)
    .leftJoin(scenarios, eq(scenarios.id, sessions.scenarioId))
    .leftJoin(reports, eq(reports.sessionId, sessions.id));
}

/** Only the caller's sessions, newest first. */
export async function listUserSessions(q: Queryable, userId: string): Promise<Session[]> {
  const rows = await selectSessions(q).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));
  return rows.map((r) => presentSession(r.session, r.scenario, r.report));
}

/** A session of the caller, or undefined (another user's session is indistinguishable from a missing one). */
export async function findUserSession(q: Queryable, userId: string, sessionId: string): Promise<Session | undefined> {
  const [r] = await selectSessions(q).where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)));
  return r ? presentSession(r.session, r.scenario, r.report) : undefined;
}
