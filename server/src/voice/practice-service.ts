import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { StartSessionResponse } from '@ringready/core/api';
import type { BuyerId } from '@ringready/core/buyer-types';
import type { AppContext } from '../context.ts';
import { conversationMessages, scenarios, sessions } from '../db/schema.ts';
import { getOrCreateSecret } from '../lib/app-secrets.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { assertWithinLimit } from '../modules/billing/usage-service.ts';
import { presentScenario } from '../modules/catalog/catalog-repository.ts';
import { findUserSession } from '../modules/sessions/session-repository.ts';
import type { UserRow } from '../modules/users/user-repository.ts';
import { SIGNED_URL_TTL_MS, signVoiceUrl } from './signed-url.ts';

export const PRACTICE_REPORT_JOB = 'practice-report';
export const VOICE_SECRET = 'voice-url-signing';

export const startSessionSchema = z.object({
  scenarioId: z.string().min(1, { message: 'scenarioId is required' }).max(100),
  mode: z.enum(['coaching', 'basic']).default('basic'),
});
export const endSessionSchema = z.object({ conversationId: z.string().max(100).optional() });


/** Creates a live practice session (within the plan's minutes) and a signed socket URL bound to it. */
export async function startPractice(ctx: AppContext, user: UserRow, input: z.infer<typeof startSessionSchema>): Promise<StartSessionResponse> {
  const [scenario] = await ctx.db.select().from(scenarios).where(eq(scenarios.id, input.scenarioId));
  if (!scenario) throw notFound('Scenario not found');
  const now = ctx.now();
  const conversationId = `conv_${randomBytes(12).toString('hex')}`;
  const { sessionId, secondsLeft } = await ctx.db.transaction(async (tx) => {
    const check = await assertWithinLimit(tx, user.id, 'practice', now);
    const [row] = await tx.insert(sessions).values({
      userId: user.id, type: 'practice', status: 'active', scenarioId: scenario.id, buyerType: scenario.buyerType,
      mode: input.mode, conversationId, startedAt: now, lastActivityAt: now, createdAt: now,
      voiceProvider: ctx.elevenLabs ? 'elevenlabs' : 'builtin',
    }).returning({ id: sessions.id });
    return { sessionId: row!.id, secondsLeft: Number.isFinite(check.remaining) ? check.remaining : null };
  });
  return {
    sessionId,
    conversationId,
    websocketUrl: ctx.elevenLabs
      ? await ctx.elevenLabs.signedUrl(scenario.buyerType as BuyerId)
      : await voiceUrlFor(ctx, sessionId, user.id),
    agentPrompt: scenario.agentPrompt,
    scenario: presentScenario(scenario),
    practiceSecondsLeft: secondsLeft,
  };
}

export async function voiceUrlFor(ctx: AppContext, sessionId: string, userId: string): Promise<string> {
  const secret = await getOrCreateSecret(ctx.db, VOICE_SECRET);
  return signVoiceUrl(secret, ctx.config.publicUrl, { sessionId, userId, expiresAt: ctx.now().getTime() + SIGNED_URL_TTL_MS });
}

/**
 * Ends a live session: it stops counting minutes and its report is produced by the analyzer.
 * Ending twice is harmless; a session that was not the caller's is a 404.
 */
export async function endPractice(ctx: AppContext, userId: string, sessionId: string, conversationId?: string) {
  const ended = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), eq(sessions.type, 'practice'))).for('update');
    if (!row) throw notFound('Session not found');
    // ElevenLabs names its conversations itself: the client reports the id it was given
    const external = row.voiceProvider === 'elevenlabs';
    if (external && row.status === 'active' && !conversationId) throw badRequest('conversationId is required to end an ElevenLabs session');
    if (!external && conversationId && row.conversationId !== conversationId) throw badRequest('conversationId does not match this session');
    if (row.status !== 'active') return false;
    await tx.update(sessions).set({ status: 'processing', endedAt: ctx.now(), ...(external ? { conversationId } : {}) })
      .where(eq(sessions.id, sessionId));
    return true;
  });
  if (ended) await ctx.queue.send(PRACTICE_REPORT_JOB, { sessionId }, { singletonKey: sessionId });
  return findUserSession(ctx.db, userId, sessionId);
}

/** An ElevenLabs call whose client never ended it: without their conversation id there is no transcript to fetch. */
export const ABANDONED_EXTERNAL_REASON = 'This conversation was not ended in RingReady, so its transcript could not be fetched from ElevenLabs.';

export async function abandonExternalPractice(ctx: AppContext, sessionId: string) {
  await ctx.db.update(sessions).set({ status: 'failed', failureReason: ABANDONED_EXTERNAL_REASON, endedAt: ctx.now() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, 'active')));
}

export async function listMessages(ctx: AppContext, sessionId: string) {
  return ctx.db.select().from(conversationMessages).where(eq(conversationMessages.sessionId, sessionId)).orderBy(asc(conversationMessages.seq));
}
