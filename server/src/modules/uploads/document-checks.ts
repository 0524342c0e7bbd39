/**
 * Cheap structural checks of PDF and Word files, run before any parsing: the PDF header, and the zip
 * container of a .docx (its central directory, then the sizes its entries really inflate to). Light
 * enough for the server process; the parsing itself happens in the document reader processes.
 */
import { inflateRawSync } from 'node:zlib';
import { ExtractTextError } from './extract-text-error.ts';

export const DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'doc'] as const;
export type DocumentKind = (typeof DOCUMENT_EXTENSIONS)[number];

export const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const MAX_COMPRESSION_RATIO = 100;
const MAX_ZIP_ENTRIES = 5000;

const TOO_LARGE = 'This document is too large to process.';
const DAMAGED_DOCX = "We couldn't read this Word document. It may be damaged or not a .docx file.";

interface ZipEntry {
  method: number;
  compressed: number;
  localHeader: number;
}

/** Reads the zip central directory and refuses archives that declare they would inflate too much. */
function centralDirectory(bytes: Uint8Array): ZipEntry[] {
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
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count > MAX_ZIP_ENTRIES || count === 0xffff || offset === 0xffffffff)
    throw new ExtractTextError(422, TOO_LARGE);
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50)
      throw new ExtractTextError(422, "We couldn't read this Word document. It may be damaged.");
    const compressed = view.getUint32(offset + 20, true);
    const uncompressed = view.getUint32(offset + 24, true);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) throw new ExtractTextError(422, TOO_LARGE);
    total += uncompressed;
    const ratio = uncompressed / Math.max(1, compressed);
    if (total > MAX_UNCOMPRESSED_BYTES || (uncompressed > 1024 * 1024 && ratio > MAX_COMPRESSION_RATIO))
      throw new ExtractTextError(422, TOO_LARGE);
    entries.push({
      method: view.getUint16(offset + 10, true),
      compressed,
      localHeader: view.getUint32(offset + 42, true),
    });
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  return entries;
}

/** Refuses zip archives whose central directory declares too much uncompressed data. */
export function assertSafeZip(bytes: Uint8Array): void {
  centralDirectory(bytes);
}

/**
 * Inflates every deflated entry of a zip, keeping none of the output, and refuses the archive once the
 * total goes beyond MAX_UNCOMPRESSED_BYTES: the sizes a zip declares can lie. Entries that do not inflate
 * cleanly are left for the Word reader to report.
 */
export function assertInflatesWithin(bytes: Uint8Array, limit = MAX_UNCOMPRESSED_BYTES): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (const entry of centralDirectory(bytes)) {
    const at = entry.localHeader;
    if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) continue;
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const data = bytes.subarray(start, Math.min(bytes.length, start + entry.compressed));
    if (entry.method === 0) total += data.length;
    else if (entry.method === 8) {
      try {
        total += inflateRawSync(data, { maxOutputLength: Math.max(1, limit - total) }).length;
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw new ExtractTextError(422, TOO_LARGE);
      }
    }
    if (total > limit) throw new ExtractTextError(422, TOO_LARGE);
  }
}

/** The checks that need no parser: a PDF header, a zip container within its declared limits. */
export function precheckDocument(kind: DocumentKind, bytes: Uint8Array): void {
  if (kind === 'pdf' && !new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('%PDF-'))
    throw new ExtractTextError(422, "We couldn't read this PDF. It may be damaged or not a PDF.");
  if (kind === 'docx') {
    if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new ExtractTextError(422, DAMAGED_DOCX);
    assertSafeZip(bytes);
  }
}
