/**
 * Text files are decoded in worker threads (lib/thread-pool.ts), never on the server's event loop: a 10 MB
 * file takes a tenth of a second to check and decode. PDF and Word files are read in processes of their
 * own (document-reader-pool.ts), transcripts analysed in the analysis threads (reports).
 */
import { createThreadPool } from '../../lib/thread-pool.ts';
import { ExtractTextError } from './extract-text-error.ts';
import type { DecodeJob, DecodeRefusal } from './transcript-thread-entry.ts';

export interface TranscriptThreadBudget {
  /** threads working at the same time */
  size: number;
  /** wall-clock time for one file */
  decodeMs: number;
}

export const TRANSCRIPT_THREAD_BUDGET: TranscriptThreadBudget = { size: 2, decodeMs: 30_000 };

export interface TranscriptThreads {
  /** A text file's text, with '\n' line ends and no NUL characters. Throws ExtractTextError. */
  decode(bytes: Uint8Array): Promise<string>;
  /** Ends every thread and refuses the files waiting; a later file starts new threads. */
  close(): Promise<void>;
}

export function createTranscriptThreads(options: Partial<TranscriptThreadBudget> = {}): TranscriptThreads {
  const budget = { ...TRANSCRIPT_THREAD_BUDGET, ...options };
  const pool = createThreadPool<DecodeJob>({
    name: 'transcript',
    entry: new URL('./transcript-thread-entry.ts', import.meta.url),
    size: budget.size,
    timeoutMs: () => budget.decodeMs,
    reviveError: (described) => {
      const refusal = described as DecodeRefusal;
      return 'failed' in refusal
        ? new Error(`the transcript thread failed: ${refusal.failed}`)
        : new ExtractTextError(refusal.status, refusal.message, refusal.detail);
    },
    // the bytes go over as a copy the thread owns: cloning them inside postMessage is slower
    transfer: ({ bytes }) => {
      const copy = new Uint8Array(bytes);
      return { job: { bytes: copy }, transfer: [copy.buffer] };
    },
  });
  return { decode: (bytes) => pool.run<string>({ bytes }), close: () => pool.close() };
}

/** The threads that uploads use. */
export const transcriptThreads = createTranscriptThreads();
