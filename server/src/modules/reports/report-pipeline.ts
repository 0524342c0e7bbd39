import { applyProse, buildProseMessages } from '@ringready/core/analysis/prose-rewrite';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import type { AppContext } from '../../context.ts';
import { addToOutbox, reportReadyEmail, scheduleDelivery } from '../mail/index.ts';
import type { UserRow } from '../users/index.ts';
import { emitReportFailed, emitReportReady } from './report-events.ts';
import { scheduleWebhookDeliveries } from '../webhooks/index.ts';
import { markFailed, saveReport } from './report-repository.ts';

/**
 * The steps every report goes through, whatever it was made from (an uploaded call, a practice
 * conversation): polish the prose, store it and tell the user, or settle a failed attempt.
 */

export const RETRIES_EXHAUSTED = "We couldn't analyse this file. Please try uploading it again.";
/** An LLM rewording slower than this is dropped for the analyzer's own text. */
export const PROSE_TIMEOUT_MS = 20_000;

/** With an LLM configured, reword the report's prose; any error or doubtful answer keeps the deterministic text. */
export async function polishProse(ctx: AppContext, report: AnalysisReport): Promise<AnalysisReport> {
  if (!ctx.llm) return report;
  try {
    const answer = await ctx.llm.complete(buildProseMessages(report), {
      json: true,
      timeoutMs: PROSE_TIMEOUT_MS,
    });
    const result = applyProse(report, answer);
    if (!result.applied) ctx.log.warn('LLM prose rejected by validation; keeping the analyzer text');
    return result.report;
  } catch (err) {
    ctx.log.warn({ err }, 'LLM prose failed; keeping the analyzer text');
    return report;
  }
}

/**
 * Stores a finished report (session 'completed'), e-mails the user a link to it and records its webhook
 * events, all in one transaction.
 */
export async function completeAnalysis(
  ctx: AppContext,
  sessionId: string,
  user: UserRow,
  subject: string | null,
  report: AnalysisReport,
  durationSeconds?: number,
): Promise<void> {
  const { outboxId, webhookIds } = await ctx.db.transaction(async (tx) => {
    await saveReport(tx, sessionId, report, ctx.now(), durationSeconds);
    const email = reportReadyEmail(
      user,
      { id: sessionId, fileName: subject },
      report.overallScore,
      ctx.config.publicUrl,
    );
    const outboxId = await addToOutbox(tx, email);
    const { publicUrl } = ctx.config;
    return {
      outboxId,
      webhookIds: await emitReportReady(tx, sessionId, report.overallScore, publicUrl, ctx.now()),
    };
  });
  await scheduleDelivery(ctx.queue, outboxId);
  await scheduleWebhookDeliveries(ctx.queue, webhookIds);
}

/** Marks the session failed with the reason the user sees, and records its `report.failed` webhook event. */
async function failReport(ctx: AppContext, sessionId: string, reason: string) {
  const webhookIds = await ctx.db.transaction(async (tx) => {
    await markFailed(tx, sessionId, reason);
    return emitReportFailed(tx, sessionId, reason, ctx.config.publicUrl, ctx.now());
  });
  await scheduleWebhookDeliveries(ctx.queue, webhookIds);
}

/**
 * The failure policy of every report job: a transcript that cannot be analysed ends 'failed' with
 * its reason; anything else is retried by the queue, and the last attempt ends 'failed' too, so a
 * session never stays 'processing'.
 */
export async function settleFailedAttempt(
  ctx: AppContext,
  sessionId: string,
  err: unknown,
  lastAttempt: boolean,
) {
  if (err instanceof TranscriptError) return failReport(ctx, sessionId, err.userMessage);
  if (lastAttempt) await failReport(ctx, sessionId, RETRIES_EXHAUSTED);
  throw err;
}
