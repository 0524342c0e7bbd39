import type { AppContext } from '../../context.ts';
import { failAbandonedReports, RETRIES_EXHAUSTED } from '../reports/index.ts';
import { ANALYSIS_JOB } from './analysis-worker.ts';
import { RECORDING_JOB } from './recording-worker.ts';

/** What the user reads on an upload whose analysis ended without a report: as when its retries run out. */
export const STUCK_ANALYSIS_REASON = RETRIES_EXHAUSTED;
/** An upload still 'processing' this long after it came, with no job left to run, is stuck. */
export const STUCK_AFTER_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * A failed upload gives its analysis back to the plan (usage counts uploads that are not 'failed'). One
 * whose job died on its last attempt (the process crashed or hung) was never marked 'failed': this sweep
 * fails it, so it stops holding the quota and the user is told to upload it again. Run by worker processes.
 */
export function startStuckAnalysisSweeper(ctx: AppContext, everyMs = SWEEP_EVERY_MS) {
  const timer = setInterval(() => void sweepStuckAnalyses(ctx), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** One sweep; an error is logged and the next sweep tries again. */
export async function sweepStuckAnalyses(ctx: AppContext, graceMs = STUCK_AFTER_MS): Promise<void> {
  try {
    const before = new Date(ctx.now().getTime() - graceMs);
    // a recording is still being transcribed while its transcription job lives (its analysis job comes later)
    await failAbandonedReports(ctx, 'upload', [ANALYSIS_JOB, RECORDING_JOB], STUCK_ANALYSIS_REASON, before);
  } catch (err) {
    ctx.log.error({ err }, 'stuck-analysis sweep failed');
  }
}
