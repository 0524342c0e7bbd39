import { eq } from 'drizzle-orm';
import { analyzeTranscript } from '@ringready/core/analysis/analyze-call';
import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import type { ParsedTranscript } from '@ringready/core/analysis/types';
import { findBuyerType } from '@ringready/core/buyer-types';
import type { AppContext } from '../context.ts';
import { conversationMessages, sessions, users } from '../db/schema.ts';
import { completeAnalysis, polishProse, settleFailedAttempt } from '../modules/analysis/analysis-worker.ts';
import { listMessages, PRACTICE_REPORT_JOB } from './practice-service.ts';

export const TOO_SHORT = 'The conversation was too short to analyse. Practise for a few exchanges, then end the session.';

/** The stored conversation as a transcript: the user is the salesperson, the AI buyer the buyer. */
export function practiceTranscript(messages: Array<{ isUser: boolean; text: string; createdAt: Date }>, you: string, buyer: string): ParsedTranscript {
  const t0 = messages[0]?.createdAt.getTime() ?? 0;
  const utterances = messages.map((m) => ({ speaker: m.isUser ? you : buyer, text: m.text, start: (m.createdAt.getTime() - t0) / 1000 }));
  return { format: 'plain', utterances, speakers: [...new Set(utterances.map((u) => u.speaker))], hasTimestamps: true, preamble: '', warnings: [] };
}

export async function runPracticeReport(ctx: AppContext, sessionId: string, lastAttempt: boolean): Promise<void> {
  const [row] = await ctx.db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  if (!row || row.session.status !== 'processing') return;
  const buyerName = findBuyerType(row.session.buyerType)?.name ?? 'Buyer';
  try {
    if (row.session.voiceProvider === 'elevenlabs') await importElevenLabsConversation(ctx, row.session, lastAttempt);
    const messages = await listMessages(ctx, sessionId);
    if (messages.filter((m) => m.isUser).length < 2) throw new TranscriptError('no-dialogue', TOO_SHORT);
    const parsed = practiceTranscript(messages, row.user.name, buyerName);
    const report = await polishProse(ctx, analyzeTranscript(parsed, { salespersonSpeakers: [row.user.name] }));
    // the metered conversation time (or ElevenLabs' call duration), not the transcript's span
    await completeAnalysis(ctx, sessionId, row.user, `your ${buyerName} practice session`, report, row.session.durationSeconds);
  } catch (err) {
    await settleFailedAttempt(ctx, sessionId, err, lastAttempt);
  }
}

/** Copies a finished ElevenLabs conversation into our messages (retried until ElevenLabs has finished it). */
async function importElevenLabsConversation(ctx: AppContext, session: typeof sessions.$inferSelect, lastAttempt: boolean) {
  if (!ctx.elevenLabs || !session.conversationId) throw new TranscriptError('no-dialogue', TOO_SHORT);
  const conversation = await ctx.elevenLabs.fetchConversation(session.conversationId);
  if (!conversation.done && !lastAttempt) throw new Error('ElevenLabs conversation is still processing');
  const start = session.startedAt ?? session.createdAt;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(conversationMessages).where(eq(conversationMessages.sessionId, session.id));
    if (conversation.turns.length) {
      await tx.insert(conversationMessages).values(conversation.turns.map((t, seq) => ({
        sessionId: session.id, seq, isUser: t.isUser, text: t.text, createdAt: new Date(start.getTime() + t.atSeconds * 1000),
      })));
    }
    await tx.update(sessions).set({ durationSeconds: conversation.durationSeconds }).where(eq(sessions.id, session.id));
  });
  session.durationSeconds = conversation.durationSeconds;
}

export async function registerPracticeReportWorker(ctx: AppContext): Promise<void> {
  await ctx.queue.work<{ sessionId: string }>(PRACTICE_REPORT_JOB, ({ sessionId }, { lastAttempt }) => runPracticeReport(ctx, sessionId, lastAttempt));
}
