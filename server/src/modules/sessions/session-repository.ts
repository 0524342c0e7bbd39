import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Session } from '@ringready/core/api';
import type { Queryable } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { reports, scenarios, sessions } from '../../db/schema.ts';
import { membersLedBy } from '../teams/member-access.ts';
import type { SessionListQuery, SessionSummary } from '@ringready/core/sessions';
import { presentSession, presentSessionSummary } from './session-presenter.ts';

/** What a list or a page shows of a session (never the buyer's engine state). */
const summaryColumns = {
  id: sessions.id,
  type: sessions.type,
  status: sessions.status,
  durationSeconds: sessions.durationSeconds,
  createdAt: sessions.createdAt,
  fileName: sessions.fileName,
  failureReason: sessions.failureReason,
  mode: sessions.mode,
  buyerType: sessions.buyerType,
  trade: sessions.trade,
};

function selectSessions(q: Queryable) {
  return q
    .select({ session: summaryColumns, scenario: scenarios, report: reports })
    .from(sessions)
    .leftJoin(scenarios, eq(scenarios.id, sessions.scenarioId))
    .leftJoin(reports, eq(reports.sessionId, sessions.id));
}

function summaryPage(q: Queryable, cursor?: SQL) {
  return q
    .select({ session: summaryColumns, scenario: scenarios, overallScore: reports.overallScore })
    .from(sessions)
    .leftJoin(scenarios, eq(scenarios.id, sessions.scenarioId))
    .leftJoin(reports, eq(reports.sessionId, sessions.id))
    .where(and(eq(sessions.userId, sql.placeholder('userId')), cursor))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(sql.placeholder('limit'));
}

const firstPageStatement = preparedStatement('session_summaries', (q) => summaryPage(q));
const laterPageStatement = preparedStatement('session_summaries_before', (q) =>
  summaryPage(
    q,
    sql`(${sessions.createdAt}, ${sessions.id}) < (select created_at, id from sessions
      where id = ${sql.placeholder('before')} and user_id = ${sql.placeholder('userId')})`,
  ),
);

/**
 * A page of the user's sessions as summaries, newest first (ties by id). `before` is the last id of the
 * previous page; an id that is not the user's gives an empty page.
 */
export async function listSessionSummaries(
  q: Queryable,
  userId: string,
  { limit, before }: SessionListQuery,
): Promise<SessionSummary[]> {
  const rows = before
    ? await laterPageStatement(q, { userId, limit, before })
    : await firstPageStatement(q, { userId, limit });
  return rows.map((r) => presentSessionSummary(r.session, r.scenario, r.overallScore));
}

/** A session of the caller, or undefined (another user's session is indistinguishable from a missing one). */
export async function findUserSession(
  q: Queryable,
  userId: string,
  sessionId: string,
): Promise<Session | undefined> {
  const [r] = await selectSessions(q).where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)));
  return r ? presentSession(r.session, r.scenario, r.report) : undefined;
}

/**
 * A session the viewer may read: their own, or (read-only) one of a member of the team they lead as a
 * manager or admin. Anything else is undefined, like a missing session.
 */
export async function findReadableSession(
  q: Queryable,
  viewerId: string,
  sessionId: string,
): Promise<Session | undefined> {
  const readable = or(eq(sessions.userId, viewerId), inArray(sessions.userId, membersLedBy(q, viewerId)));
  const [r] = await selectSessions(q).where(and(eq(sessions.id, sessionId), readable));
  return r ? presentSession(r.session, r.scenario, r.report) : undefined;
}
