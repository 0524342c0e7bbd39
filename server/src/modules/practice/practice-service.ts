import { randomBytes } from 'node:crypto';
import type { PracticeMode, StartSessionResponse } from '@ringready/core/api';
import type { BuyerId } from '@ringready/core/buyer-types';
import { findCast } from '@ringready/core/buyer-engine/personas';
import { personaVoice } from '@ringready/core/voice/persona-voices';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { getOrCreateSecret } from '../../lib/app-secrets.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { assertWithinLimit, getPlanState } from '../plans/index.ts';
import { findOwnAssignment } from '../assignments/index.ts';
import { findVisibleScenario, presentScenario } from '../catalog/index.ts';
import { findUserSession } from '../sessions/index.ts';
import type { UserRow } from '../users/index.ts';
import { SIGNED_URL_TTL_MS, signVoiceUrl } from './live/signed-url.ts';
import { PRACTICE_REPORT_JOB } from './practice-report-worker.ts';
import {
  endLiveSessions,
  failLiveSession,
  insertPracticeSession,
  lockPracticeSession,
  recordDuration,
  updatePracticeSession,
} from './practice-repository.ts';

/** The app secret that signs voice socket URLs. */
export const VOICE_SECRET = 'voice-url-signing';
/** An ElevenLabs call whose client never ended it: without their conversation id there is no transcript to fetch. */
export const ABANDONED_EXTERNAL_REASON =
  'This conversation was not ended in RingReady, so its transcript could not be fetched from ElevenLabs.';

/**
 * The scenario and trade a practice is on: an assignment's own (the scenario for the trade the lead assigned,
 * or its own trade), whatever the caller's trade; a team scenario in the trade it was written for (its
 * leads may try a draft); otherwise the chosen scenario for the caller's trade.
 */
async function practiceTarget(
  ctx: AppContext,
  user: UserRow,
  input: { scenarioId: string; assignmentId?: string },
) {
  const assignment = input.assignmentId
    ? await findOwnAssignment(ctx.db, user.id, input.assignmentId)
    : undefined;
  if (input.assignmentId && !assignment) throw notFound('Assignment not found');
  const scenarioId = assignment?.scenarioId ?? input.scenarioId;
  const scenario = await findVisibleScenario(ctx.db, scenarioId, user.id, true);
  if (!scenario) throw notFound('Scenario not found');
  if (scenario.teamTrade) return { scenario, trade: scenario.teamTrade };
  if (assignment) return { scenario, trade: assignment.trade ?? scenarioOwnTrade(scenarioId) };
  return { scenario, trade: user.trade };
}

/** Creates a live practice session (within the plan's minutes) and a signed socket URL bound to it. */
export async function startPractice(
  ctx: AppContext,
  { user, tokenId }: { user: UserRow; tokenId: string },
  input: { scenarioId: string; mode: PracticeMode; assignmentId?: string },
): Promise<StartSessionResponse> {
  const { scenario, trade } = await practiceTarget(ctx, user, input);
  const shown = presentScenario(scenario, trade);
  const now = ctx.now();
  const conversationId = `conv_${randomBytes(12).toString('hex')}`;
  await ctx.queue.prepare(PRACTICE_REPORT_JOB);
  const { sessionId, secondsLeft } = await ctx.db.transaction(async (tx) => {
    const check = await assertWithinLimit(tx, user.id, 'practice', now);
    const ended = ctx.elevenLabs ? [] : await endLiveSessions(tx, user.id, now);
    for (const id of ended) await sendReportJob(ctx, tx, id);
    const id = await insertPracticeSession(tx, {
      userId: user.id,
      scenarioId: scenario.id,
      buyerType: scenario.buyerType,
      trade,
      mode: input.mode,
      conversationId,
      startedAt: now,
      lastActivityAt: now,
      createdAt: now,
      voiceProvider: ctx.elevenLabs ? 'elevenlabs' : 'builtin',
    });
    const left = Number.isFinite(check.remaining) ? check.remaining : null;
    return { sessionId: id, secondsLeft: left };
  });
  return {
    sessionId,
    conversationId,
    websocketUrl: ctx.elevenLabs
      ? await ctx.elevenLabs.signedUrl(scenario.buyerType as BuyerId)
      : await voiceUrlFor(ctx, { sessionId, userId: user.id, tokenId }),
    agentPrompt: shown.agentPrompt,
    scenario: shown,
    practiceSecondsLeft: secondsLeft,
    // ElevenLabs speaks as the persona's own voice (its agent is shared by every buyer of the type)
    ...(ctx.elevenLabs && {
      voiceId: personaVoice({ scenarioId: scenario.id, buyerType: scenario.buyerType as BuyerId }).elevenLabs
        .voiceId,
    }),
  };
}

/** The trade a scenario's own couple shops for (null for a scenario without a cast). */
const scenarioOwnTrade = (scenarioId: string) => findCast(scenarioId)?.home.trade ?? null;

export async function voiceUrlFor(
  ctx: AppContext,
  grant: { sessionId: string; userId: string; tokenId: string },
): Promise<string> {
  const secret = await getOrCreateSecret(ctx.db, VOICE_SECRET);
  const expiresAt = ctx.now().getTime() + SIGNED_URL_TTL_MS;
  return signVoiceUrl(secret, ctx.config.publicUrl, { ...grant, expiresAt });
}

/**
 * Ends a live session: it stops counting minutes and its report is produced by the analyzer.
 * Ending twice is harmless; a session that was not the caller's is a 404.
 */
export async function endPractice(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  conversationId?: string,
) {
  await ctx.queue.prepare(PRACTICE_REPORT_JOB);
  await ctx.db.transaction(async (tx) => {
    const row = await lockPracticeSession(tx, userId, sessionId);
    if (!row) throw notFound('Session not found');
    // ElevenLabs names its conversations itself: the client reports the id it was given
    const external = row.voiceProvider === 'elevenlabs';
    if (external && row.status === 'active' && !conversationId) {
      throw badRequest('conversationId is required to end an ElevenLabs session');
    }
    if (!external && conversationId && row.conversationId !== conversationId) {
      throw badRequest('conversationId does not match this session');
    }
    if (row.status !== 'active') return;
    await updatePracticeSession(tx, sessionId, {
      status: 'processing',
      endedAt: ctx.now(),
      ...(external ? { conversationId } : {}),
    });
    await sendReportJob(ctx, tx, sessionId);
  });
  return findUserSession(ctx.db, userId, sessionId);
}

/** The report job is queued in the transaction that ends the session: never one without the other. */
const sendReportJob = (ctx: AppContext, tx: Tx, sessionId: string) =>
  ctx.queue.sendInTransaction(tx, PRACTICE_REPORT_JOB, { sessionId }, { singletonKey: sessionId });

export async function abandonExternalPractice(ctx: AppContext, sessionId: string) {
  await failLiveSession(ctx.db, sessionId, ABANDONED_EXTERNAL_REASON, ctx.now());
}

/**
 * Records a socket's metered conversation time; returns the seconds left in the plan (Infinity when
 * unlimited), or null when the socket no longer owns the live session.
 */
export async function meterSession(
  ctx: AppContext,
  live: { sessionId: string; userId: string; socketId: string },
  durationSeconds: number,
): Promise<number | null> {
  const now = ctx.now();
  if (!(await recordDuration(ctx.db, live.sessionId, live.socketId, durationSeconds, now))) return null;
  const { subscription, currentUsage } = await getPlanState(ctx.db, live.userId, now);
  if (!subscription || !currentUsage) return 0;
  if (subscription.practiceMinutesLimit === -1) return Number.POSITIVE_INFINITY;
  return subscription.practiceMinutesLimit * 60 - currentUsage.practiceMinutesUsed;
}
