import { eq } from 'drizzle-orm';
import { analyzeTranscript } from '@ringready/core/analysis/analyze-call';
import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import type { ParsedTranscript } from '@ringready/core/analysis/types';
import { findBuyerType } from '@ringready/core/buyer-types';
import type { AppContext } from '../context.ts';
import { sessions, users } from '../db/schema.ts';
import { markFailed, saveReport } from '../modules/analysis/analysis-repository.ts';
import { polishProse, RETRIES_EXHAUSTED } from '../modules/analysis/analysis-worker.ts';
import { addToOutbox, scheduleDelivery } from '../modules/mail/outbox.ts';
import { reportReadyEmail } from '../modules/mail/templates.ts';
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
  const messages = await listMessages(ctx, sessionId);
  const buyerName = findBuyerType(row.session.buyerType)?.name ?? 'Buyer';
  try {
    if (messages.filter((m) => m.isUser).length < 2) throw new TranscriptError('no-dialogue', TOO_SHORT);
    const parsed = practiceTranscript(messages, row.user.name, buyerName);
    const report = await polishProse(ctx, analyzeTranscript(parsed, { salespersonSpeakers: [row.user.name] }));
    const duration = row.session.durationSeconds;
    const outboxId = await ctx.db.transaction(async (tx) => {
      await saveReport(tx, sessionId, report);
      await tx.update(sessions).set({ durationSeconds: duration }).where(eq(sessions.id, sessionId)); // metered time, not transcript time
      return addToOutbox(tx, reportReadyEmail(row.user, { id: sessionId, fileName: `your ${buyerName} practice session` }, report.overallScore, ctx.config.publicUrl));
    });
    await scheduleDelivery(ctx.queue, outboxId);
  } catch (err) {
    if (err instanceof TranscriptError) return markFailed(ctx.db, sessionId, err.userMessage);
    if (lastAttempt) await markFailed(ctx.db, sessionId, RETRIES_EXHAUSTED);
    throw err;
  }
}

export async function registerPracticeReportWorker(ctx: AppContext): Promise<void> {
  await ctx.queue.work<{ sessionId: string }>(PRACTICE_REPORT_JOB, ({ sessionId }, { lastAttempt }) => runPracticeReport(ctx, sessionId, lastAttempt));
}
