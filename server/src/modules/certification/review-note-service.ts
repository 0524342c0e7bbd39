import {
  createReviewNoteRequestSchema,
  REVIEW_NOTE_TEXTS,
  type ReviewNote,
} from '@ringready/core/review-notes';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { isUuid, parseInput } from '../../lib/http.ts';
import type { UserRow } from '../users/index.ts';
import {
  findLedSession,
  findReadableSession,
  insertReviewNote,
  listReviewNotes,
} from './review-note-repository.ts';

async function notesOf(ctx: AppContext, sessionId: string): Promise<ReviewNote[]> {
  return (await listReviewNotes(ctx.db, sessionId)).map((n) => ({
    ...n,
    createdAt: n.createdAt.toISOString(),
  }));
}

/**
 * A lead of the session owner's team adds a note. The owner themselves (not leading) is a 403; anyone who
 * cannot read the session is a 404, as for a session that does not exist.
 */
export async function addReviewNote(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  body: unknown,
): Promise<ReviewNote[]> {
  if (!isUuid(sessionId)) throw notFound(REVIEW_NOTE_TEXTS.notFound);
  const led = await findLedSession(ctx.db, user.id, sessionId);
  if (!led) {
    if (await findReadableSession(ctx.db, user.id, sessionId)) throw forbidden(REVIEW_NOTE_TEXTS.leadsOnly);
    throw notFound(REVIEW_NOTE_TEXTS.notFound);
  }
  const { text } = parseInput(createReviewNoteRequestSchema, body);
  await insertReviewNote(ctx.db, { sessionId, authorId: user.id, text, createdAt: ctx.now() });
  return notesOf(ctx, sessionId);
}

/** The session's owner and the leads of their team read its notes. */
export async function readReviewNotes(ctx: AppContext, user: UserRow, sessionId: string) {
  if (!isUuid(sessionId) || !(await findReadableSession(ctx.db, user.id, sessionId)))
    throw notFound(REVIEW_NOTE_TEXTS.notFound);
  return notesOf(ctx, sessionId);
}
