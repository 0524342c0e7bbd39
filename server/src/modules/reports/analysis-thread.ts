/**
 * Transcripts are analysed in worker threads (lib/thread-pool.ts), never on the server's event loop: the
 * longest transcript the analysis takes (200,000 words) needs about a second.
 */
import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import { createThreadPool } from '../../lib/thread-pool.ts';
import type { AnalysedCall, AnalyseJob, AnalyseRefusal } from './analysis-thread-entry.ts';

export type { AnalysedCall, AnalyseJob } from './analysis-thread-entry.ts';

export interface AnalysisThreadBudget {
  /** threads working at the same time */
  size: number;
  /** wall-clock time for one transcript */
  analyseMs: number;
}

export const ANALYSIS_THREAD_BUDGET: AnalysisThreadBudget = { size: 2, analyseMs: 120_000 };

export interface AnalysisThreads {
  /** The analysis of a transcript. Throws TranscriptError for a transcript that cannot be analysed. */
  analyse(job: AnalyseJob): Promise<AnalysedCall>;
  /** Ends every thread and refuses the transcripts waiting; a later one starts new threads. */
  close(): Promise<void>;
}

export function createAnalysisThreads(options: Partial<AnalysisThreadBudget> = {}): AnalysisThreads {
  const budget = { ...ANALYSIS_THREAD_BUDGET, ...options };
  const pool = createThreadPool<AnalyseJob>({
    name: 'analysis',
    entry: new URL('./analysis-thread-entry.ts', import.meta.url),
    size: budget.size,
    timeoutMs: () => budget.analyseMs,
    reviveError: (described) => {
      const refusal = described as AnalyseRefusal;
      return 'failed' in refusal
        ? new Error(`the analysis thread failed: ${refusal.failed}`)
        : new TranscriptError(refusal.code, refusal.message);
    },
  });
  return { analyse: (job) => pool.run<AnalysedCall>(job), close: () => pool.close() };
}

/** The threads that uploaded calls are analysed in. */
export const analysisThreads = createAnalysisThreads();
