/**
 * Uploads that come to nothing are limited per account: a file refused as unreadable (400, 413, 415, 422)
 * or whose analysis ends failed counts as one failure, and an account with FAILED_UPLOADS_LIMIT failures
 * in the current window has every further upload refused with 429, before its file is read, until the
 * window ends. Reading and refusing large files costs the server far more than a normal request, so one
 * account cannot keep it doing that. Counted in the database, so every app process shares the count.
 */
import type { Queryable } from '../../db/client.ts';
import { HttpError, tooManyRequests } from '../../lib/http-error.ts';
import { countRequest, countSoFar, MINUTE, windowStartOf } from '../../lib/rate-limit.ts';

export const FAILED_UPLOADS_LIMIT = 10;
export const FAILED_UPLOADS_WINDOW_MS = 15 * MINUTE;

/** The statuses of a file refused as unreadable: those count as failures, a plan limit (403) does not. */
const REFUSED_FILE = new Set([400, 413, 415, 422]);

export function tooManyFailedUploads(minutes: number): string {
  return (
    `Too many of your uploads could not be read or analysed (${FAILED_UPLOADS_LIMIT} in ` +
    `${FAILED_UPLOADS_WINDOW_MS / MINUTE} minutes). Please wait ${minutes} minute${minutes === 1 ? '' : 's'}, ` +
    'then upload the transcript of one call as a text file (.txt).'
  );
}

const keyOf = (userId: string) => `upload-failures:${userId}`;

/** Throws 429 when the account has used up its failures in this window. */
export async function assertUploadsAllowed(q: Queryable, userId: string, now: Date): Promise<void> {
  const windowStart = windowStartOf(now, FAILED_UPLOADS_WINDOW_MS);
  if ((await countSoFar(q, keyOf(userId), windowStart)) < FAILED_UPLOADS_LIMIT) return;
  const left = windowStart.getTime() + FAILED_UPLOADS_WINDOW_MS - now.getTime();
  throw tooManyRequests(tooManyFailedUploads(Math.max(1, Math.ceil(left / MINUTE))));
}

/** Counts one failed upload of the account. */
export async function countFailedUpload(q: Queryable, userId: string, now: Date): Promise<void> {
  await countRequest(q, keyOf(userId), windowStartOf(now, FAILED_UPLOADS_WINDOW_MS));
}

/** Whether an error that ended an upload request is a refused file, which counts as a failure. */
export function isRefusedFile(err: unknown): boolean {
  return err instanceof HttpError && REFUSED_FILE.has(err.status);
}
