/** What the user is told when an upload does not go through, in the toast and inline alike. */
import { getErrorMessage, getErrorStatus } from '../../lib/api-request';

export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const UPLOAD_FAILED_FALLBACK = 'Failed to upload file';
/** the inline text when sending the same file again may work */
export const RETRY_INLINE = 'Upload failed. Please try again.';
/** the inline heading when the server refused the file: the same file would be refused again */
export const REJECTED_INLINE = 'Upload failed.';

export interface UploadFailure {
  /** the toast's text: the server's message, or the fallback */
  message: string;
  /** true for failures that may pass on a second try: no answer (network), a timeout, rate limit or 5xx */
  retryable: boolean;
}

/** A 4xx other than 408 (timeout) and 429 (too many requests) is a refusal of this file or account. */
export function isRetryableStatus(status: number | null): boolean {
  return status === null || status === 408 || status === 429 || status >= 500;
}

export function describeUploadFailure(error: unknown): UploadFailure {
  return {
    message: getErrorMessage(error, UPLOAD_FAILED_FALLBACK),
    retryable: isRetryableStatus(getErrorStatus(error)),
  };
}
