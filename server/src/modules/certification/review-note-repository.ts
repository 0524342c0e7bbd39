import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { reviewNotes, sessions, users } from '../../db/schema.ts';
import { membersLedBy } from '../access/index.ts';

/** The session when the viewer may read it: their own, or one of a member of a team they lead. */
export async function findReadableSession(q: Queryable, viewerId: string, sessionId: string) {
  const [row] = await q
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        or(eq(sessions.userId, viewerId), inArray(sessions.userId, membersLedBy(q, viewerId))),
      ),
    );
  return row;
}

/** The session when it belongs to a member of a team the viewer leads (the viewer included). */
export async function findLedSession(q: Queryable, viewerId: string, sessionId: string) {
  const [row] = await q
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), inArray(sessions.userId, membersLedBy(q, viewerId))));
  return row;
}

export async function insertReviewNote(
  q: Queryable,
  values: { sessionId: string; authorId: string; text: string; createdAt: Date },
) {
  const [row] = await q.insert(reviewNotes).values(values).returning({ id: reviewNotes.id });
  return row!.id;
}

/** The session's notes, oldest first, with their authors' names. */
export async function listReviewNotes(q: Queryable, sessionId: string) {
  return q
    .select({
      id: reviewNotes.id,
      sessionId: reviewNotes.sessionId,
      authorName: users.name,
      text: reviewNotes.text,
      createdAt: reviewNotes.createdAt,
    })
    .from(reviewNotes)
    .leftJoin(users, eq(users.id, reviewNotes.authorId))
    .where(eq(reviewNotes.sessionId, sessionId))
    .orderBy(asc(reviewNotes.createdAt), asc(reviewNotes.id));
}
