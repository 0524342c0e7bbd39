import { createHash } from 'node:crypto';
import { and, asc, eq, lt, not, or, sql } from 'drizzle-orm';
import { createConversation, restoreConversation } from '@ringready/core/buyer-engine/buyer-state';
import type { ConversationState } from '@ringready/core/buyer-engine/buyer-state';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { conversationMessages, sessions } from '../../db/schema.ts';

export type PracticeSessionRow = typeof sessions.$inferSelect;
export type NewPracticeSession = Omit<typeof sessions.$inferInsert, 'type' | 'status'>;
export interface StoredTurn {
  isUser: boolean;
  text: string;
  createdAt: Date;
}

export async function insertPracticeSession(tx: Tx, values: NewPracticeSession): Promise<string> {
  const [row] = await tx
    .insert(sessions)
    .values({ ...values, type: 'practice', status: 'active' })
    .returning({ id: sessions.id });
  return row!.id;
}

/** The caller's practice session, locked for the rest of the transaction; undefined when not theirs. */
export async function lockPracticeSession(tx: Tx, userId: string, sessionId: string) {
  const [row] = await tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), eq(sessions.type, 'practice')))
    .for('update');
  return row;
}

export async function updatePracticeSession(
  q: Queryable,
  sessionId: string,
  values: Partial<PracticeSessionRow>,
) {
  await q.update(sessions).set(values).where(eq(sessions.id, sessionId));
}

/** Marks a still-live session failed with a reason; a session that already ended is left alone. */
export async function failLiveSession(q: Queryable, sessionId: string, reason: string, now: Date) {
  await q
    .update(sessions)
    .set({ status: 'failed', failureReason: reason, endedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, 'active')));
}

export async function findPracticeSession(q: Queryable, sessionId: string) {
  const [row] = await q.select().from(sessions).where(eq(sessions.id, sessionId));
  return row;
}

export async function listMessages(q: Queryable, sessionId: string) {
  return q
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.sessionId, sessionId))
    .orderBy(asc(conversationMessages.seq));
}

/** Replaces the stored conversation (a provider's transcript imported after the call). */
export async function replaceMessages(tx: Tx, sessionId: string, turns: StoredTurn[]) {
  await tx.delete(conversationMessages).where(eq(conversationMessages.sessionId, sessionId));
  if (!turns.length) return;
  await tx.insert(conversationMessages).values(turns.map((t, seq) => ({ sessionId, seq, ...t })));
}

/** The live session of a signed URL with its conversation so far and the buyer's state (restored after a restart). */
export async function loadLiveSession(q: Queryable, sessionId: string, userId: string) {
  const [session] = await q
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), eq(sessions.type, 'practice')));
  if (!session || session.status !== 'active' || !session.scenarioId) return undefined;
  const messages = await listMessages(q, sessionId);
  const seed = createHash('sha256').update(session.id).digest().readUInt32LE(0);
  const state: ConversationState = session.engineState
    ? restoreConversation(session.engineState)
    : createConversation(session.scenarioId, { seed });
  return { session, messages, state };
}
export type LiveSession = NonNullable<Awaited<ReturnType<typeof loadLiveSession>>>;

/** Writes one turn as it happens (and the buyer's state with the buyer's turns). */
export async function appendTurn(
  db: Db,
  turn: {
    sessionId: string;
    seq: number;
    isUser: boolean;
    text: string;
    at: Date;
    state?: ConversationState;
  },
) {
  const { sessionId, seq, isUser, text, at, state } = turn;
  await db.transaction(async (tx) => {
    await tx.insert(conversationMessages).values({ sessionId, seq, isUser, text, createdAt: at });
    await tx
      .update(sessions)
      .set({ lastActivityAt: at, ...(state ? { engineState: state } : {}) })
      .where(eq(sessions.id, sessionId));
  });
}

/** Records a live session's metered conversation time (a session that already ended keeps its own). */
export async function recordDuration(q: Queryable, sessionId: string, durationSeconds: number, now: Date) {
  await q
    .update(sessions)
    .set({ durationSeconds, lastActivityAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, 'active')));
}

/**
 * Live sessions to end: our own agent's when the socket has been silent for longer than graceMs
 * (dropped or abandoned); ElevenLabs calls, which we cannot see, once they started more than externalMaxMs ago.
 */
export async function findStaleSessions(q: Queryable, now: Date, graceMs: number, externalMaxMs: number) {
  const external = sql<boolean>`coalesce(${sessions.voiceProvider} = 'elevenlabs', false)`;
  const lastSeen = sql`coalesce(${sessions.lastActivityAt}, ${sessions.createdAt})`;
  const started = sql`coalesce(${sessions.startedAt}, ${sessions.createdAt})`;
  return q
    .select({ id: sessions.id, userId: sessions.userId, external })
    .from(sessions)
    .where(
      and(
        eq(sessions.type, 'practice'),
        eq(sessions.status, 'active'),
        or(
          and(not(external), lt(lastSeen, new Date(now.getTime() - graceMs))),
          and(external, lt(started, new Date(now.getTime() - externalMaxMs))),
        ),
      ),
    );
}
