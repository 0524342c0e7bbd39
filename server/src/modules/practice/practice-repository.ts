import { createHash } from 'node:crypto';
import { and, asc, eq, lt, max, not, or, sql } from 'drizzle-orm';
import { createConversation, restoreConversation } from '@ringready/core/buyer-engine/buyer-state';
import { composeTeamPersona } from '@ringready/core/buyer-engine/team-persona';
import type { TeamScenarioSpec } from '@ringready/core/team-scenarios';
import { isTradeId } from '@ringready/core/trades';
import type { ConversationState } from '@ringready/core/buyer-engine/buyer-state';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { conversationMessages, sessions, teamScenarios } from '../../db/schema.ts';

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
/**
 * Ends the user's other live sessions on our own agent (a user practises one conversation at a time,
 * so parallel starts cannot each spend the same remaining minutes); returns their ids.
 */
export async function endLiveSessions(tx: Tx, userId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(sessions)
    .set({ status: 'processing', endedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.type, 'practice'),
        eq(sessions.status, 'active'),
        sql`coalesce(${sessions.voiceProvider}, 'builtin') = 'builtin'`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

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

/**
 * Claims the live session for a new voice socket (a newer socket takes it over from an older one)
 * and loads its conversation so far and the buyer's state (restored after a restart).
 */
export async function claimLiveSession(db: Db, sessionId: string, userId: string, socketId: string) {
  const [session] = await db
    .update(sessions)
    .set({ voiceSocketId: socketId })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        eq(sessions.type, 'practice'),
        eq(sessions.status, 'active'),
      ),
    )
    .returning();
  if (!session?.scenarioId) return undefined;
  const messages = await listMessages(db, sessionId);
  const seed = createHash('sha256').update(session.id).digest().readUInt32LE(0);
  const spec = session.engineState ? undefined : await findTeamScenarioSpec(db, session.scenarioId);
  const state: ConversationState = session.engineState
    ? restoreConversation(session.engineState)
    : spec
      ? // a team scenario: the buyer its lead wrote, in the trade it was written for
        createConversation(composeTeamPersona(session.scenarioId, spec, seed), { seed })
      : createConversation(session.scenarioId, {
          seed,
          trade: isTradeId(session.trade) ? session.trade : undefined,
        });
  return { session, messages, state, socketId };
}
/** What the buyer engine plays for a team scenario (undefined for the catalogue's own). */
async function findTeamScenarioSpec(q: Queryable, scenarioId: string) {
  const [row] = await q
    .select({ spec: teamScenarios.spec })
    .from(teamScenarios)
    .where(eq(teamScenarios.scenarioId, scenarioId));
  return row ? (row.spec as TeamScenarioSpec) : undefined;
}
export type LiveSession = NonNullable<Awaited<ReturnType<typeof claimLiveSession>>>;

/** The session still belongs to this socket and is live. */
const ownedBy = (sessionId: string, socketId: string) =>
  and(eq(sessions.id, sessionId), eq(sessions.voiceSocketId, socketId), eq(sessions.status, 'active'));

/**
 * Writes one turn as it happens (and the buyer's state with the buyer's turns), numbered after the
 * last stored one. False when the socket no longer owns the live session (taken over, or ended).
 */
export async function appendTurn(
  db: Db,
  turn: {
    sessionId: string;
    socketId: string;
    isUser: boolean;
    text: string;
    at: Date;
    state?: ConversationState;
  },
): Promise<boolean> {
  const { sessionId, socketId, isUser, text, at, state } = turn;
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(ownedBy(sessionId, socketId))
      .for('update');
    if (!owned) return false;
    const [last] = await tx
      .select({ seq: max(conversationMessages.seq) })
      .from(conversationMessages)
      .where(eq(conversationMessages.sessionId, sessionId));
    const seq = (last?.seq ?? -1) + 1;
    await tx.insert(conversationMessages).values({ sessionId, seq, isUser, text, createdAt: at });
    await tx
      .update(sessions)
      .set({ lastActivityAt: at, ...(state ? { engineState: state } : {}) })
      .where(eq(sessions.id, sessionId));
    return true;
  });
}

/** Records a live session's metered time; false when this socket no longer owns the live session. */
export async function recordDuration(
  q: Queryable,
  sessionId: string,
  socketId: string,
  durationSeconds: number,
  now: Date,
): Promise<boolean> {
  const rows = await q
    .update(sessions)
    .set({ durationSeconds, lastActivityAt: now })
    .where(ownedBy(sessionId, socketId))
    .returning({ id: sessions.id });
  return rows.length > 0;
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
