/**
 * Child process of the document reader pool (document-reader-pool.ts): reads one PDF or Word file at a
 * time and sends its text back over IPC, with '\n' line ends and no NUL characters. It runs outside the
 * server so that a file which inflates to gigabytes exhausts this process's budget, never the server's
 * memory or event loop.
 */
import type { DocumentKind } from './document-checks.ts';
import { readDocument } from './document-readers.ts';
import { BEYOND_LIMITS, ExtractTextError, type ExtractTextStatus } from './extract-text-error.ts';
import { cleanText } from './text-decoding.ts';

export interface ReadRequest {
  id: number;
  kind: DocumentKind;
  bytes: Uint8Array;
  /** more text than this is refused as beyond the limits */
  maxChars: number;
}
export type ReadResponse =
  | { id: number; text: string }
  | { id: number; status: ExtractTextStatus; message: string }
  | { id: number; error: string };
/** sent once the child listens for requests */
export interface ReaderReady {
  ready: true;
}

async function read(request: ReadRequest): Promise<ReadResponse> {
  try {
    const text = cleanText(await readDocument(request.kind, request.bytes));
    if (text.length > request.maxChars) return { id: request.id, status: 422, message: BEYOND_LIMITS };
    return { id: request.id, text };
  } catch (err) {
    if (err instanceof ExtractTextError)
      return { id: request.id, status: err.status, message: err.userMessage };
    return { id: request.id, error: (err as Error).message };
  }
}

process.on('message', (request: ReadRequest) => {
  void read(request).then((response) => {
    if (process.connected) process.send?.(response);
  });
});
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true } satisfies ReaderReady);
