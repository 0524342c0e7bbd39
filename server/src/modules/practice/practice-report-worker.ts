import { analyzeTranscript } from '@ringready/core/analysis/analyze-call';
import { withBuyerEnded } from '@ringready/core/analysis/buyer-ended';
import { conversationTranscript } from '@ringready/core/analysis/judge-conversation';
import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import type { ParsedTranscript } from '@ringready/core/analysis/types';
import { findBuyerType } from '@ringready/core/buyer-types';
import { MIN_PRACTICE_TURNS } from '@ringready/core/sessions';
import type { CallEndReason } from '@ringready/core/conversation/buyer-moves';
import { isBuyerEndReason } from '@ringready/core/voice/voice-protocol';
import type { AppContext } from '../../context.ts';
import {
  completeAnalysis,
  polishProse,
  requeueOrphanedReports,
  settleFailedAttempt,
} from '../reports/index.ts';
import { findUserById } from '../users/index.ts';
import {
  findPracticeSession,
  listMessages,
  replaceMessages,
  updatePracticeSession,
  type PracticeSessionRow,
} from './practice-repository.ts';

/** The job that makes the report of one ended practice session: `{ sessionId }`. */
export const PRACTICE_REPORT_JOB = 'practice-report';
export const TOO_SHORT =
  'The conversation was too short to analyse. Practise for a few exchanges, then end the session.';

/**
 * The stored conversation as the analyzer's transcript (the same one the live coaching judges): the user is
 * the salesperson, the AI buyer the buyer (labelled apart even when the user shares the buyer's name).
 */
export function practiceTranscript(
  messages: Array<{ isUser: boolean; text: string; createdAt: Date }>,
  you: string,
  buyer: string,
): ParsedTranscript {
  const turns = messages.map((m) => ({ isUser: m.isUser, text: m.text, at: m.createdAt.getTime() }));
  return conversationTranscript(turns, { you, buyer: buyer === you ? `${buyer} (AI buyer)` : buyer });
}

export async function runPracticeReport(
  ctx: AppContext,
  sessionId: string,
  lastAttempt: boolean,
): Promise<void> {
  const session = await findPracticeSession(ctx.db, sessionId);
  if (!session || session.status !== 'processing') return;
  const user = await findUserById(ctx.db, session.userId);
  if (!user) return;
  const buyerName = findBuyerType(session.buyerType)?.name ?? 'Buyer';
  try {
    if (session.voiceProvider === 'elevenlabs') await importElevenLabsConversation(ctx, session, lastAttempt);
    const messages = await listMessages(ctx.db, sessionId);
    if (messages.filter((m) => m.isUser).length < MIN_PRACTICE_TURNS)
      throw new TranscriptError('no-dialogue', TOO_SHORT);
    const parsed = practiceTranscript(messages, user.name, buyerName);
    const analysed = await polishProse(ctx, analyzeTranscript(parsed, { salespersonSpeakers: [user.name] }));
    const ending = buyerEnding(session.engineState);
    const report = ending ? withBuyerEnded(analysed, ending.reason) : analysed;
    // the metered conversation time (or ElevenLabs' call duration), not the transcript's span
    const subject = `your ${buyerName} practice session`;
    await completeAnalysis(ctx, sessionId, user, subject, report, session.durationSeconds, {
      salesTurns: messages.filter((m) => m.isUser).map((m) => m.text),
      trade: session.trade,
    });
  } catch (err) {
    await settleFailedAttempt(ctx, sessionId, err, lastAttempt);
  }
}

/** Whether the AI buyer ended the call, and why, from its stored state (null when the salesperson ended it). */
export function buyerEnding(engineState: unknown): { reason: CallEndReason | null } | null {
  const state =
    engineState && typeof engineState === 'object' ? (engineState as Record<string, unknown>) : {};
  if (state.ended !== true) return null;
  return { reason: isBuyerEndReason(state.endReason) ? state.endReason : null };
}

/** Copies a finished ElevenLabs conversation into our messages (retried until ElevenLabs has finished it). */
async function importElevenLabsConversation(
  ctx: AppContext,
  session: PracticeSessionRow,
  lastAttempt: boolean,
) {
  if (!ctx.elevenLabs || !session.conversationId) throw new TranscriptError('no-dialogue', TOO_SHORT);
  const conversation = await ctx.elevenLabs.fetchConversation(session.conversationId);
  if (!conversation.done && !lastAttempt) throw new Error('ElevenLabs conversation is still processing');
  const start = (session.startedAt ?? session.createdAt).getTime();
  const turns = conversation.turns.map((t) => ({
    isUser: t.isUser,
    text: t.text,
    createdAt: new Date(start + t.atSeconds * 1000),
  }));
  await ctx.db.transaction(async (tx) => {
    await replaceMessages(tx, session.id, turns);
    await updatePracticeSession(tx, session.id, { durationSeconds: conversation.durationSeconds });
  });
  session.durationSeconds = conversation.durationSeconds;
}

export async function registerPracticeReportWorker(ctx: AppContext): Promise<void> {
  await ctx.queue.work<{ sessionId: string }>(PRACTICE_REPORT_JOB, ({ sessionId }, { lastAttempt }) =>
    runPracticeReport(ctx, sessionId, lastAttempt),
  );
  // a process that runs the workers picks up ended practices a crash left without their job
  if (ctx.config.role !== 'web') await requeueOrphanedReports(ctx, 'practice', PRACTICE_REPORT_JOB);
}
