import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Session } from '@ringready/core/api';
import type { Queryable } from '../../db/client.ts';
import { reports, scenarios, sessions } from '../../db/schema.ts';
import { membersLedBy } from '../teams/member-access.ts';
import { presentSession } from './session-presenter.ts';

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
