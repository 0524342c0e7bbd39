/** POST /api/sessions/upload with XMLHttpRequest, so the page can show real upload progress. */
import { getAuthToken } from '../../lib/auth-token';

export const UPLOAD_URL = '/api/sessions/upload';

export interface UploadResult {
  sessionId: string;
}

export interface UploadOptions {
  /** 0-100, from the browser's upload progress events */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAbortedError';
  }
}

/**
 * Sends the file as multipart field `transcript` with the bearer token and cookies.
 * Rejects like apiRequest does: `Error("<status>: <body>")` for a non-OK answer (so
 * getErrorMessage finds the server's `{message}`), an empty message for a network error.
 */
export function uploadTranscript(
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve(JSON.parse(xhr.responseText) as UploadResult);
        } catch {
          reject(new Error(`${xhr.status}: ${xhr.responseText}`));
        }
        return;
      }
      reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    });
    xhr.addEventListener('error', () => reject(new Error('')));
    xhr.addEventListener('timeout', () => reject(new Error('')));
    xhr.addEventListener('abort', () => reject(new UploadAbortedError()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('transcript', file, file.name);
    xhr.send(form);
  });
}
