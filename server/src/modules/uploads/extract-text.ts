/**
 * Uploaded file bytes + file name → transcript text, with content checks: text files must be UTF-8 (or
 * UTF-16 with a BOM) and not binary; .pdf via unpdf; .docx via mammoth behind a zip-bomb guard; .doc via
 * word-extractor. Failures are ExtractTextError with a user-facing message and an HTTP status.
 */
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';

export type ExtractTextStatus = 400 | 415 | 422;

export class ExtractTextError extends Error {
  readonly status: ExtractTextStatus;
  readonly userMessage: string;
  constructor(status: ExtractTextStatus, userMessage: string) {
    super(userMessage);
    this.name = 'ExtractTextError';
    this.status = status;
    this.userMessage = userMessage;
  }
}

export const TEXT_EXTENSIONS = ['txt', 'md', 'markdown', 'vtt', 'srt', 'json', 'csv'] as const;
export const DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'doc'] as const;
export const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const MAX_COMPRESSION_RATIO = 100;
const MAX_ZIP_ENTRIES = 5000;

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

/** Reads the zip central directory and refuses archives that would inflate too much. */
export function assertSafeZip(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0)
    throw new ExtractTextError(
      422,
      "We couldn't read this Word document. It may be damaged; try saving it again or upload a PDF or text file.",
    );
  const entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (entries > MAX_ZIP_ENTRIES || entries === 0xffff || offset === 0xffffffff)
    throw new ExtractTextError(422, 'This document is too large to process.');
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50)
      throw new ExtractTextError(422, "We couldn't read this Word document. It may be damaged.");
    const compressed = view.getUint32(offset + 20, true);
    const uncompressed = view.getUint32(offset + 24, true);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff)
      throw new ExtractTextError(422, 'This document is too large to process.');
    total += uncompressed;
    const ratio = uncompressed / Math.max(1, compressed);
    if (total > MAX_UNCOMPRESSED_BYTES || (uncompressed > 1024 * 1024 && ratio > MAX_COMPRESSION_RATIO))
      throw new ExtractTextError(422, 'This document is too large to process.');
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
}

async function extractPdf(bytes: Uint8Array): Promise<string> {
  if (!new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('%PDF-'))
    throw new ExtractTextError(422, "We couldn't read this PDF. It may be damaged or not a PDF.");
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } catch {
    throw new ExtractTextError(422, "We couldn't read this PDF. It may be damaged, encrypted or not a PDF.");
  }
}

async function extractDocx(bytes: Uint8Array): Promise<string> {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b)
    throw new ExtractTextError(
      422,
      "We couldn't read this Word document. It may be damaged or not a .docx file.",
    );
  assertSafeZip(bytes);
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  } catch {
    throw new ExtractTextError(
      422,
      "We couldn't read this Word document. It may be damaged or not a .docx file.",
    );
  }
}

async function extractDoc(bytes: Uint8Array): Promise<string> {
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes));
    return doc.getBody();
  } catch {
    throw new ExtractTextError(
      422,
      "We couldn't read this Word document. It may be damaged or not a .doc file.",
    );
  }
}

/** Extracts the text of an uploaded transcript. Throws ExtractTextError. */
export async function extractTranscriptText(bytes: Uint8Array, fileName: string): Promise<string> {
  const ext = extensionOf(fileName);
  if (bytes.length === 0) throw new ExtractTextError(422, EMPTY);
  let text: string;
  if ((TEXT_EXTENSIONS as readonly string[]).includes(ext)) text = decodeText(bytes);
  else if (ext === 'pdf') text = await extractPdf(bytes);
  else if (ext === 'docx') text = await extractDocx(bytes);
  else if (ext === 'doc') text = await extractDoc(bytes);
  else throw new ExtractTextError(415, UNSUPPORTED);
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
