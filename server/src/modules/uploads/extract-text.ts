/**
 * Uploaded file bytes + file name → transcript text, with content checks: text files must be UTF-8 (or
 * UTF-16 with a BOM) and not binary, and are decoded here; PDF and Word files get their cheap structural
 * checks here (document-checks.ts) and are then parsed in the document reader processes, within a time and
 * memory budget (document-reader-pool.ts). Failures are ExtractTextError with a user-facing message and an
 * HTTP status.
 */
import { DOCUMENT_EXTENSIONS, precheckDocument, type DocumentKind } from './document-checks.ts';
import { documentReaders } from './document-reader-pool.ts';
import { ExtractTextError } from './extract-text-error.ts';

export { BEYOND_LIMITS, ExtractTextError, type ExtractTextStatus } from './extract-text-error.ts';
export {
  assertSafeZip,
  DOCUMENT_EXTENSIONS,
  MAX_COMPRESSION_RATIO,
  MAX_UNCOMPRESSED_BYTES,
} from './document-checks.ts';

export const TEXT_EXTENSIONS = ['txt', 'md', 'markdown', 'vtt', 'srt', 'json', 'csv'] as const;

const NOT_TEXT = "This file doesn't look like a text transcript.";
const EMPTY = 'This file is empty. Please upload a transcript of your call.';
const UNSUPPORTED =
  'File Type Not Supported - Please upload a text file (.txt), markdown (.md), PDF, or Word document.';

function extensionOf(fileName: string): string {
  const m = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return m ? m[1]!.toLowerCase() : '';
}

function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.includes(0)) throw new ExtractTextError(415, NOT_TEXT);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ExtractTextError(415, NOT_TEXT);
  }
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || (c >= 0x7f && c < 0xa0)) control++;
  }
  if (text.length > 0 && control / text.length > 0.01) throw new ExtractTextError(415, NOT_TEXT);
  return text.replace(/^\uFEFF/, '');
}

const isDocument = (ext: string): ext is DocumentKind =>
  (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);

/** Extracts the text of an uploaded transcript. Throws ExtractTextError. */
export async function extractTranscriptText(bytes: Uint8Array, fileName: string): Promise<string> {
  const ext = extensionOf(fileName);
  if (bytes.length === 0) throw new ExtractTextError(422, EMPTY);
  let text: string;
  if ((TEXT_EXTENSIONS as readonly string[]).includes(ext)) text = decodeText(bytes);
  else if (isDocument(ext)) {
    precheckDocument(ext, bytes);
    text = await documentReaders.read(ext, bytes);
  } else throw new ExtractTextError(415, UNSUPPORTED);
  const clean = text.replace(/\r\n?/g, '\n').replaceAll('\u0000', '');
  if (!clean.trim())
    throw new ExtractTextError(
      422,
      ext === 'pdf'
        ? 'This PDF has no text we can read (it may be a scanned image). Please upload a text transcript.'
        : EMPTY,
    );
  return clean;
}
