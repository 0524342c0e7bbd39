/** Why an uploaded file could not be turned into transcript text: a user-facing message and an HTTP status. */
export type ExtractTextStatus = 400 | 415 | 422;

/** The message for a document whose reading went beyond the reader's time or memory budget. */
export const BEYOND_LIMITS =
  'This file could not be read within our limits: it expands to far more data than a call transcript. ' +
  'Please export the transcript as a .txt file and upload that.';

export class ExtractTextError extends Error {
  readonly status: ExtractTextStatus;
  readonly userMessage: string;
  /** for the log only: which limit a file went beyond */
  readonly detail: string | undefined;
  constructor(status: ExtractTextStatus, userMessage: string, detail?: string) {
    super(userMessage);
    this.name = 'ExtractTextError';
    this.status = status;
    this.userMessage = userMessage;
    this.detail = detail;
  }
}
