/**
 * Which uploads are recordings, told by their content (magic bytes), never by their name: MP3 (ID3 tag or
 * two MPEG layer III frame headers), WAV (RIFF/WAVE), Ogg, WebM/Matroska (EBML) and the ISO media family (MP4, M4A,
 * MOV: an `ftyp` box, or a QuickTime file starting with `moov`, `mdat`, `wide` or `free`).
 */
import { HttpError } from '../../lib/http-error.ts';

export const RECORDING_EXTENSIONS = ['mp3', 'm4a', 'wav', 'mp4', 'mov', 'webm', 'ogg'] as const;

export const MAX_RECORDING_BYTES = 200 * 1024 * 1024;
export const MAX_RECORDING_SECONDS = 2 * 60 * 60;
export const RECORDING_TOO_LARGE = 'File Too Large - Please upload a recording smaller than 200MB.';

export interface RecordingFormat {
  /** the extension the stored file gets */
  ext: (typeof RECORDING_EXTENSIONS)[number];
  mimeType: string;
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** An MPEG layer III frame header at `at`: sync, a valid bitrate and sample rate. */
function isMp3Header(bytes: Uint8Array, at: number): boolean {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[at + 1]! >> 3) & 3;
  const layer = (bytes[at + 1]! >> 1) & 3;
  const bitrate = bytes[at + 2]! >> 4;
  const rate = (bytes[at + 2]! >> 2) & 3;
  return version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

/**
 * A raw MP3 (no ID3 tag): a layer III frame header at the start and another of the same stream within the
 * largest frame length after it. One header alone is not enough (a UTF-16 text starts 0xFF 0xFE).
 */
function isMp3Stream(bytes: Uint8Array): boolean {
  if (!isMp3Header(bytes, 0)) return false;
  for (let at = 24; at < Math.min(bytes.length - 4, 1800); at++)
    if (bytes[at + 1] === bytes[1] && isMp3Header(bytes, at)) return true;
  return false;
}

/** The recording format of these bytes, or undefined when they are not a recording this server takes. */
export function sniffRecording(bytes: Uint8Array): RecordingFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE')
    return { ext: 'wav', mimeType: 'audio/wav' };
  if (ascii(bytes, 0, 4) === 'OggS') return { ext: 'ogg', mimeType: 'audio/ogg' };
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return { ext: 'webm', mimeType: 'video/webm' };
  // an ISO media file starts with a box: a 32-bit big-endian size (a small one: its first byte is 0), a type
  const box = bytes[0] === 0 && bytes[3]! >= 8 ? ascii(bytes, 4, 8) : '';
  if (box === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand.startsWith('M4A') || brand.startsWith('M4B')) return { ext: 'm4a', mimeType: 'audio/mp4' };
    if (brand === 'qt  ') return { ext: 'mov', mimeType: 'video/quicktime' };
    return { ext: 'mp4', mimeType: 'video/mp4' };
  }
  if (['moov', 'mdat', 'wide', 'free'].includes(box)) return { ext: 'mov', mimeType: 'video/quicktime' };
  if (ascii(bytes, 0, 3) === 'ID3' || isMp3Stream(bytes)) return { ext: 'mp3', mimeType: 'audio/mpeg' };
  return undefined;
}

/**
 * The upload's recording format, or undefined for a document. A file named like a recording whose content
 * is not one is refused (415) here, before any decoding.
 */
export function recordingFormatOf(fileName: string, bytes: Uint8Array): RecordingFormat | undefined {
  const format = sniffRecording(bytes);
  if (format) return format;
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if ((RECORDING_EXTENSIONS as readonly string[]).includes(ext))
    throw new HttpError(
      415,
      `This file is named .${ext} but is not a recording we can read. Please upload an MP3, M4A, WAV, MP4, ` +
        'MOV, WebM or Ogg recording, or a transcript document.',
    );
  return undefined;
}
