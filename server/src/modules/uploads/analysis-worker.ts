import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  analysisThreads,
  completeAnalysis,
  findAnalysisInput,
  polishProse,
  requeueOrphanedReports,
  settleFailedAttempt,
} from '../reports/index.ts';
import { countFailedUpload } from './upload-failure-limit.ts';

/** The job that analyses one uploaded call: `{ sessionId }`. */
export const ANALYSIS_JOB = 'analysis-run';

/** Queues the analysis of an upload in the transaction that stores it (`ctx.queue.prepare(ANALYSIS_JOB)` first). */
export function sendAnalysisJob(ctx: AppContext, tx: Tx, sessionId: string): Promise<void> {
  return ctx.queue.sendInTransaction(
    tx,
    ANALYSIS_JOB,
    { sessionId },
    { singletonKey: sessionId, startAfter: ctx.config.analysisDelaySeconds },
  );
}

/**
 * Analyses an uploaded transcript once, in an analysis thread (reports): the event loop only waits for its
 * report. The session's duration is the call's length (see the analysis thread).
 */
export async function runAnalysis(ctx: AppContext, sessionId: string, lastAttempt: boolean): Promise<void> {
  const input = await findAnalysisInput(ctx.db, sessionId);
  const text = input?.upload?.extractedText;
  if (!input?.upload || input.session.status !== 'processing' || !text) return;
  const { session, upload, user } = input;
  try {
    const analysed = await analysisThreads.analyse({
      text,
      fileName: upload.fileName,
      accountName: user.name,
    });
    const report = await polishProse(ctx, analysed.report);
    await completeAnalysis(ctx, session.id, user, session.fileName, report, analysed.durationSeconds, {
      salesTurns: analysed.salesTurns,
      trade: user.trade,
    });
  } catch (err) {
    // an analysis that ends the session failed counts against the account's failed uploads
    if (err instanceof TranscriptError || lastAttempt) await countFailedUpload(ctx.db, user.id, ctx.now());
    await settleFailedAttempt(ctx, session.id, err, lastAttempt);
  }
}

export async function registerAnalysisWorker(ctx: AppContext): Promise<void> {
  await ctx.queue.work<{ sessionId: string }>(ANALYSIS_JOB, ({ sessionId }, { lastAttempt }) =>
    runAnalysis(ctx, sessionId, lastAttempt),
  );
  // a process that runs the workers picks up uploads a crash left without their job
  if (ctx.config.role !== 'web') await requeueOrphanedReports(ctx, 'upload', ANALYSIS_JOB);
}
