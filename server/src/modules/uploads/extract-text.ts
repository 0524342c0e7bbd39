/**
 * Uploaded file bytes + file name → transcript text, with content checks: text files must be UTF-8 (or
 * UTF-16 with a BOM) and not binary, and are decoded in the transcript threads (text-decoding.ts,
 * transcript-thread.ts); PDF and Word files get their cheap structural checks here (document-checks.ts) and
 * are then parsed in the document reader processes, within a time and memory budget
 * (document-reader-pool.ts). Either way the text comes back with '\n' line ends and no NUL characters, and
 * the event loop never walks through a file's text. Failures are ExtractTextError with a user-facing
 * message and an HTTP status.
 */
import { DOCUMENT_EXTENSIONS, precheckDocument, type DocumentKind } from './document-checks.ts';
import { documentReaders } from './document-reader-pool.ts';
import { ExtractTextError } from './extract-text-error.ts';
import { transcriptThreads } from './transcript-thread.ts';

export { BEYOND_LIMITS, ExtractTextError, type ExtractTextStatus } from './extract-text-error.ts';
export {
  assertSafeZip,
  DOCUMENT_EXTENSIONS,
  MAX_COMPRESSION_RATIO,
  MAX_UNCOMPRESSED_BYTES,
} from './document-checks.ts';

export const TEXT_EXTENSIONS = ['txt', 'md', 'markdown', 'vtt', 'srt', 'json', 'csv'] as const;

const EMPTY = 'This file is empty. Please upload a transcript of your call.';
const UNSUPPORTED =
  'File Type Not Supported - Please upload a text file (.txt), markdown (.md), PDF, or Word document.';

function extensionOf(fileName: string): string {
  const m = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return m ? m[1]!.toLowerCase() : '';
}

const isDocument = (ext: string): ext is DocumentKind =>
  (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);

/** Extracts the text of an uploaded transcript. Throws ExtractTextError. */
export async function extractTranscriptText(bytes: Uint8Array, fileName: string): Promise<string> {
  const ext = extensionOf(fileName);
  if (bytes.length === 0) throw new ExtractTextError(422, EMPTY);
  let text: string;
  if ((TEXT_EXTENSIONS as readonly string[]).includes(ext)) text = await transcriptThreads.decode(bytes);
  else if (isDocument(ext)) {
    precheckDocument(ext, bytes);
    text = await documentReaders.read(ext, bytes);
  } else throw new ExtractTextError(415, UNSUPPORTED);
  if (!text.trim())
    throw new ExtractTextError(
      422,
      ext === 'pdf'
        ? 'This PDF has no text we can read (it may be a scanned image). Please upload a text transcript.'
        : EMPTY,
    );
  return text;
}
