import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import type { AppContext } from '../../context.ts';
import { completeAnalysis, polishProse, settleFailedAttempt } from '../reports/report-pipeline.ts';
import { findAnalysisInput } from '../reports/report-repository.ts';

/** The job that analyses one uploaded call: `{ sessionId }`. */
export const ANALYSIS_JOB = 'analysis-run';

/** Analyses an uploaded transcript once. */
export async function runAnalysis(ctx: AppContext, sessionId: string, lastAttempt: boolean): Promise<void> {
  const input = await findAnalysisInput(ctx.db, sessionId);
  const text = input?.upload?.extractedText;
  if (!input?.upload || input.session.status !== 'processing' || !text) return;
  const { session, upload, user } = input;
  try {
    const analysed = analyzeTranscriptText(text, upload.fileName, { accountName: user.name });
    await completeAnalysis(ctx, session.id, user, session.fileName, await polishProse(ctx, analysed));
  } catch (err) {
    await settleFailedAttempt(ctx, session.id, err, lastAttempt);
  }
}

export async function registerAnalysisWorker(ctx: AppContext): Promise<void> {
  await ctx.queue.work<{ sessionId: string }>(ANALYSIS_JOB, ({ sessionId }, { lastAttempt }) =>
    runAnalysis(ctx, sessionId, lastAttempt),
  );
}
