import { describe, expect, it } from 'vitest';
import { describeUploadFailure, isRetryableStatus, UPLOAD_FAILED_FALLBACK } from './upload-failure';

const http = (status: number, body: unknown) =>
  new Error(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);

describe('describeUploadFailure', () => {
  it.each([400, 403, 413, 415, 422])(
    'a %i refusal is not worth retrying and keeps the server text',
    (status) => {
      expect(describeUploadFailure(http(status, { message: 'Nope, this file.' }))).toEqual({
        message: 'Nope, this file.',
        retryable: false,
      });
    },
  );

  it.each([500, 502, 503, 408, 429])('a %i may pass on a second try', (status) => {
    expect(describeUploadFailure(http(status, { message: 'Busy' }))).toEqual({
      message: 'Busy',
      retryable: true,
    });
  });

  it('a network error (no answer) is retryable with the fallback text', () => {
    expect(describeUploadFailure(new Error(''))).toEqual({
      message: UPLOAD_FAILED_FALLBACK,
      retryable: true,
    });
  });

  it('treats no status as transient and 404 as a refusal', () => {
    expect(isRetryableStatus(null)).toBe(true);
    expect(isRetryableStatus(404)).toBe(false);
  });
});
