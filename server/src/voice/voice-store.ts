import { createHash } from 'node:crypto';
import { and, asc, eq, lt, not, or, sql } from 'drizzle-orm';
import { createConversation, restoreConversation } from '@ringready/core/buyer-engine/buyer-state';
import type { ConversationState } from '@ringready/core/buyer-engine/buyer-state';
import type { AppContext } from '../context.ts';
import { conversationMessages, sessions } from '../db/schema.ts';
import { getPlanState } from '../modules/billing/usage-service.ts';

export type LiveSession = typeof sessions.$inferSelect;

/** The live session of a signed URL with its conversation so far and the buyer's state (restored after a restart). */
export async function loadLiveSession(ctx: AppContext, sessionId: string, userId: string) {
  const [session] = await ctx.db.select().from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), eq(sessions.type, 'practice')));
  if (!session || session.status !== 'active' || !session.scenarioId) return undefined;
  const messages = await ctx.db.select().from(conversationMessages)
    .where(eq(conversationMessages.sessionId, sessionId)).orderBy(asc(conversationMessages.seq));
  const seed = createHash('sha256').update(session.id).digest().readUInt32LE(0);
  const state: ConversationState = session.engineState
    ? restoreConversation(session.engineState)
    : createConversation(session.scenarioId, { seed });
  return { session, messages, state };
}

/** Writes one turn as it happens (and the buyer's state with the buyer's turns). */
export async function appendTurn(ctx: AppContext, sessionId: string, seq: number, isUser: boolean, text: string, state?: ConversationState) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(conversationMessages).values({ sessionId, seq, isUser, text, createdAt: now });
    await tx.update(sessions).set({ lastActivityAt: now, ...(state ? { engineState: state } : {}) }).where(eq(sessions.id, sessionId));
  });
}

/** Records metered conversation time; returns the seconds left in the plan (Infinity when unlimited). */
export async function meterSession(ctx: AppContext, sessionId: string, userId: string, durationSeconds: number): Promise<number> {
  await ctx.db.update(sessions).set({ durationSeconds, lastActivityAt: ctx.now() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, 'active')));
  const { subscription, currentUsage } = await getPlanState(ctx.db, userId, ctx.now());
  if (!subscription || !currentUsage) return 0;
  if (subscription.practiceMinutesLimit === -1) return Number.POSITIVE_INFINITY;
  return subscription.practiceMinutesLimit * 60 - currentUsage.practiceMinutesUsed;
}

/**
 * Live sessions to end: our own agent's when the socket has been silent for longer than graceMs
 * (dropped or abandoned); ElevenLabs calls, which we cannot see, once they started more than externalMaxMs ago.
 */
export async function findStaleSessions(ctx: AppContext, graceMs: number, externalMaxMs: number) {
  const now = ctx.now().getTime();
  const external = sql<boolean>`coalesce(${sessions.voiceProvider} = 'elevenlabs', false)`;
  return ctx.db.select({ id: sessions.id, userId: sessions.userId, external }).from(sessions)
    .where(and(eq(sessions.type, 'practice'), eq(sessions.status, 'active'), or(
      and(not(external), lt(sql`coalesce(${sessions.lastActivityAt}, ${sessions.createdAt})`, new Date(now - graceMs))),
      and(external, lt(sql`coalesce(${sessions.startedAt}, ${sessions.createdAt})`, new Date(now - externalMaxMs))),
    )));
}
