import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import { applyProse, buildProseMessages } from '@ringready/core/analysis/prose-rewrite';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import type { AppContext } from '../../context.ts';
import { addToOutbox, scheduleDelivery } from '../mail/outbox.ts';
import { reportReadyEmail } from '../mail/templates.ts';
import { findAnalysisInput, markFailed, saveReport } from './analysis-repository.ts';
import { ANALYSIS_JOB } from './upload-service.ts';

export const RETRIES_EXHAUSTED = "We couldn't analyse this file. Please try uploading it again.";

/** Analyses an uploaded transcript once; a session never stays 'processing' after its last attempt. */
export async function runAnalysis(ctx: AppContext, sessionId: string, lastAttempt: boolean): Promise<void> {
  const input = await findAnalysisInput(ctx.db, sessionId);
  if (!input || input.session.status !== 'processing' || !input.upload?.extractedText) return;
  const { session, upload, user } = input;
  try {
    const report = await polishProse(ctx, analyzeTranscriptText(upload.extractedText!, upload.fileName, { accountName: user.name }));
    const outboxId = await ctx.db.transaction(async (tx) => {
      await saveReport(tx, session.id, report);
      return addToOutbox(tx, reportReadyEmail(user, { id: session.id, fileName: session.fileName }, report.overallScore, ctx.config.publicUrl));
    });
    await scheduleDelivery(ctx.queue, outboxId);
  } catch (err) {
    if (err instanceof TranscriptError) return markFailed(ctx.db, session.id, err.userMessage);
    if (lastAttempt) await markFailed(ctx.db, session.id, RETRIES_EXHAUSTED);
    throw err; // transient: pg-boss retries with backoff
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
