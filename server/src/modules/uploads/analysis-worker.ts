import { analyzeTranscript } from '@ringready/core/analysis/analyze-call';
import { parseTranscript } from '@ringready/core/analysis/parse-transcript';
import { callDuration } from '@ringready/core/analysis/call-duration';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  completeAnalysis,
  findAnalysisInput,
  polishProse,
  requeueOrphanedReports,
  settleFailedAttempt,
} from '../reports/index.ts';

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
 * Analyses an uploaded transcript once. The session's duration is the call's length: measured from the
 * transcript's timestamps, else the length its text states, else estimated from its word count.
 */
export async function runAnalysis(ctx: AppContext, sessionId: string, lastAttempt: boolean): Promise<void> {
  const input = await findAnalysisInput(ctx.db, sessionId);
  const text = input?.upload?.extractedText;
  if (!input?.upload || input.session.status !== 'processing' || !text) return;
  const { session, upload, user } = input;
  try {
    const parsed = parseTranscript(text, upload.fileName);
    const analysed = analyzeTranscript(parsed, { accountName: user.name });
    const salesperson = new Set(
      analysed.speakers.filter((s) => s.side === 'salesperson').map((s) => s.label),
    );
    const salesTurns = parsed.utterances.filter((u) => salesperson.has(u.speaker)).map((u) => u.text);
    const duration = callDuration({
      text,
      timedSeconds: analysed.callMetrics.durationSeconds,
      totalWords: analysed.callMetrics.totalWords,
    });
    const report = await polishProse(ctx, analysed);
    await completeAnalysis(ctx, session.id, user, session.fileName, report, duration.seconds, {
      salesTurns,
      trade: user.trade,
    });
  } catch (err) {
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
