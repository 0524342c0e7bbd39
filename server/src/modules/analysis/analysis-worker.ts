import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import { applyProse, buildProseMessages } from '@ringready/core/analysis/prose-rewrite';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import type { AppContext } from '../../context.ts';
import { addToOutbox, scheduleDelivery } from '../mail/outbox.ts';
import { reportReadyEmail } from '../mail/templates.ts';
import { findAnalysisInput, markFailed, saveReport } from './analysis-repository.ts';
import type { UserRow } from '../users/user-repository.ts';
import { ANALYSIS_JOB } from './upload-service.ts';

export const RETRIES_EXHAUSTED = "We couldn't analyse this file. Please try uploading it again.";

/** Stores a finished report (session 'completed') and e-mails the user a link to it. */
export async function completeAnalysis(ctx: AppContext, sessionId: string, user: UserRow, subject: string | null,
  report: AnalysisReport, durationSeconds?: number): Promise<void> {
  const outboxId = await ctx.db.transaction(async (tx) => {
    await saveReport(tx, sessionId, report, durationSeconds);
    return addToOutbox(tx, reportReadyEmail(user, { id: sessionId, fileName: subject }, report.overallScore, ctx.config.publicUrl));
  });
  await scheduleDelivery(ctx.queue, outboxId);
}

/**
 * The failure policy of every analysis job: a transcript that cannot be analysed ends 'failed' with
 * its reason; anything else is retried by pg-boss, and the last attempt ends 'failed' too, so a
 * session never stays 'processing'.
 */
export async function settleFailedAttempt(ctx: AppContext, sessionId: string, err: unknown, lastAttempt: boolean): Promise<void> {
  if (err instanceof TranscriptError) return markFailed(ctx.db, sessionId, err.userMessage);
  if (lastAttempt) await markFailed(ctx.db, sessionId, RETRIES_EXHAUSTED);
  throw err;
}

/** Analyses an uploaded transcript once. */
export async function runAnalysis(ctx: AppContext, sessionId: string, lastAttempt: boolean): Promise<void> {
  const input = await findAnalysisInput(ctx.db, sessionId);
  if (!input || input.session.status !== 'processing' || !input.upload?.extractedText) return;
  const { session, upload, user } = input;
  try {
    const report = await polishProse(ctx, analyzeTranscriptText(upload.extractedText!, upload.fileName, { accountName: user.name }));
    await completeAnalysis(ctx, session.id, user, session.fileName, report);
  } catch (err) {
    await settleFailedAttempt(ctx, session.id, err, lastAttempt);
  }
}

/** With an LLM configured, reword the report's prose; any error or doubtful answer keeps the deterministic text. */
export async function polishProse(ctx: AppContext, report: AnalysisReport): Promise<AnalysisReport> {
  if (!ctx.llm) return report;
  try {
    const result = applyProse(report, await ctx.llm.complete(buildProseMessages(report), { json: true, timeoutMs: 20_000 }));
    if (!result.applied) ctx.log.warn('LLM prose rejected by validation; keeping the analyzer text');
    return result.report;
  } catch (err) {
    ctx.log.warn({ err }, 'LLM prose failed; keeping the analyzer text');
    return report;
  }
}

export async function registerAnalysisWorker(ctx: AppContext): Promise<void> {
  await ctx.queue.work<{ sessionId: string }>(ANALYSIS_JOB, ({ sessionId }, { lastAttempt }) => runAnalysis(ctx, sessionId, lastAttempt));
}
