import { desc, eq } from 'drizzle-orm';
import type { Session } from '@ringready/core/api';
import type { Queryable } from '../../db/client.ts';
import { reports, scenarios, sessions } from '../../db/schema.ts';
import { presentSession } from '../sessions/session-presenter.ts';

/** The user's latest `limit` sessions, newest first, each with its scenario and (when done) its report. */
export async function listLatestSessions(q: Queryable, userId: string, limit: number): Promise<Session[]> {
  const rows = await q
    .select({ session: sessions, scenario: scenarios, report: reports })
    .from(sessions)
    .leftJoin(scenarios, eq(scenarios.id, sessions.scenarioId))
    .leftJoin(reports, eq(reports.sessionId, sessions.id))
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
  return rows.map((r) => presentSession(r.session, r.scenario, r.report));
}
