import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Session } from '@ringready/core/api';
import type { SessionListQuery } from '@ringready/core/sessions';
import type { Queryable } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { sessions } from '../../db/schema.ts';
import { membersLedBy } from '../access/index.ts';
import type { JsonText } from '../../lib/http.ts';
import { selectPresentedSessions, sessionPage } from './session-json.ts';

const firstPageStatement = preparedStatement('session_summaries', (q) =>
  sessionPage(q, 'summary', sql.placeholder('userId'), sql.placeholder('limit')),
);
const laterPageStatement = preparedStatement('session_summaries_before', (q) =>
  sessionPage(
    q,
    'summary',
    sql.placeholder('userId'),
    sql.placeholder('limit'),
    sql`(${sessions.createdAt}, ${sessions.id}) < (select created_at, id from ${sessions}
      where id = ${sql.placeholder('before')} and user_id = ${sql.placeholder('userId')})`,
  ),
);

/**
 * A page of the user's sessions as summaries (the report reduced to its score), newest first (ties by
 * id), as the JSON text of the response. `before` is the last id of the previous page; an id that is not
 * the user's gives an empty page.
 */
export async function listSessionSummaries(
  q: Queryable,
  userId: string,
  { limit, before }: SessionListQuery,
): Promise<JsonText> {
  const [page] = before
    ? await laterPageStatement(q, { userId, limit, before })
    : await firstPageStatement(q, { userId, limit });
  return page!.body;
}

/** The user's latest `limit` sessions, newest first, each whole (with its report once done). */
export async function listLatestSessions(q: Queryable, userId: string, limit: number): Promise<Session[]> {
  const [page] = await sessionPage(q, 'full', userId, limit);
  return JSON.parse(page!.body) as Session[];
}

async function findPresentedSession(q: Queryable, where: SQL): Promise<Session | undefined> {
  const [row] = await selectPresentedSessions(q, where);
  return row?.session;
}

/** A session of the caller, or undefined (another user's session is indistinguishable from a missing one). */
export function findUserSession(
  q: Queryable,
  userId: string,
  sessionId: string,
): Promise<Session | undefined> {
  return findPresentedSession(q, and(eq(sessions.userId, userId), eq(sessions.id, sessionId))!);
}

/**
 * A session the viewer may read: their own, or (read-only) one of a member of the team they lead as a
 * manager or admin. Anything else is undefined, like a missing session.
 */
export function findReadableSession(
  q: Queryable,
  viewerId: string,
  sessionId: string,
): Promise<Session | undefined> {
  const readable = or(eq(sessions.userId, viewerId), inArray(sessions.userId, membersLedBy(q, viewerId)));
  return findPresentedSession(q, and(eq(sessions.id, sessionId), readable)!);
}
