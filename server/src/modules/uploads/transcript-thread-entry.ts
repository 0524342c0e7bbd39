/**
 * A transcript thread (transcript-thread.ts): decodes an uploaded text file, off the server's event loop.
 * A refusal goes back as its status, message and detail.
 */
import { serveThreadJobs } from '../../lib/thread-pool.ts';
import { ExtractTextError, type ExtractTextStatus } from './extract-text-error.ts';
import { cleanText, decodeText } from './text-decoding.ts';

export interface DecodeJob {
  bytes: Uint8Array;
}

export type DecodeRefusal =
  { status: ExtractTextStatus; message: string; detail?: string } | { failed: string };

serveThreadJobs(
  (job: DecodeJob) => cleanText(decodeText(job.bytes)),
  (err): DecodeRefusal =>
    err instanceof ExtractTextError
      ? { status: err.status, message: err.userMessage, detail: err.detail }
      : { failed: err instanceof Error ? err.message : String(err) },
);
