/**
 * A text file's bytes → its text: UTF-8 (or UTF-16 with a BOM), refused as not a transcript when it holds
 * NUL bytes, invalid UTF-8 or more than 1% control characters. Runs in the transcript thread
 * (transcript-thread.ts): for a 10 MB file it takes a tenth of a second.
 */
import { ExtractTextError } from './extract-text-error.ts';

export const NOT_TEXT = "This file doesn't look like a text transcript.";

export function decodeText(bytes: Uint8Array): string {
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

/** Line ends as '\n' and no NUL characters (PostgreSQL text cannot hold them). */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replaceAll('\u0000', '');
}
