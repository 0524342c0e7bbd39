import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { probeRecording, type RecordingProbe } from '../../providers/media/ffmpeg-decode.ts';
import { assertWithinLimit } from '../plans/index.ts';
import type { UserRow } from '../users/index.ts';
import { ANALYSIS_JOB, sendAnalysisJob } from './analysis-worker.ts';
import { ExtractTextError, extractTranscriptText } from './extract-text.ts';
import {
  MAX_RECORDING_BYTES,
  MAX_RECORDING_SECONDS,
  RECORDING_TOO_LARGE,
  recordingFormatOf,
  type RecordingFormat,
} from './recording-formats.ts';
import { keepRecording, removeFile, stageRecording, type ReceivedFile } from './recording-store.ts';
import { RECORDING_JOB, RECORDING_JOB_OPTIONS } from './recording-worker.ts';
import { insertUpload } from './upload-repository.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File Too Large - Please upload a file smaller than 10MB.';

const MIME_TYPES: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  vtt: 'text/vtt',
  srt: 'application/x-subrip',
  json: 'application/json',
  csv: 'text/csv',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A safe display name: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) > 31 && ch.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(-200);
  return cleaned || 'transcript.txt';
}

/**
 * Checks the file by extension and content, then (in one transaction that holds the plan
 * limit) stores the original bytes, the extracted text and a 'processing' session, and
 * enqueues the analysis: a session is never committed without its job. Returns the session id at once.
 */
export async function acceptUpload(
  ctx: AppContext,
  user: UserRow,
  fileName: string,
  received: ReceivedFile,
): Promise<string> {
  const name = cleanFileName(fileName);
  if ('path' in received) return acceptSpilledFile(ctx, user, name, received);
  const { bytes } = received;
  const recording = recordingFormatOf(name, bytes);
  if (recording) {
    const file = await stageRecording(ctx.config, recording.ext, bytes);
    return acceptRecording(ctx, user, name, { path: file, size: bytes.length }, recording);
  }
  if (bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  let text: string;
  try {
    text = await extractTranscriptText(bytes, name);
  } catch (err) {
    if (!(err instanceof ExtractTextError)) throw err;
    if (err.detail)
      ctx.log.warn({ fileName: name, limit: err.detail }, 'document not read within its budget');
    throw new HttpError(err.status, err.userMessage);
  }
  const ext = name.toLowerCase().split('.').pop() ?? '';
  await ctx.queue.prepare(ANALYSIS_JOB);
  return ctx.db.transaction(async (tx) => {
    await assertWithinLimit(tx, user.id, 'analysis', ctx.now());
    const sessionId = await insertUpload(tx, {
      userId: user.id,
      fileName: name,
      mimeType: MIME_TYPES[ext] ?? 'application/octet-stream',
      bytes,
      text,
      createdAt: ctx.now(),
    });
    await sendAnalysisJob(ctx, tx, sessionId);
    return sessionId;
  });
}

/** The refusal of a recording whose headers already tell it cannot be analysed, or undefined. */
function recordingProblem(probe: RecordingProbe): string | undefined {
  if (!probe.readable) return "We couldn't read this recording. It may be damaged or incomplete.";
  if (!probe.hasAudio) return 'This recording has no audio track.';
  if (probe.seconds !== undefined && probe.seconds > MAX_RECORDING_SECONDS)
    return `This recording is longer than ${MAX_RECORDING_SECONDS / 3600} hours. Please upload a shorter one.`;
  return undefined;
}

/**
 * A file larger than a document may be, already written to disk as it arrived: a recording (told by its first
 * bytes) goes on; anything else is refused (413 for a document, 415 for a file named like a recording) and
 * its file removed.
 */
async function acceptSpilledFile(
  ctx: AppContext,
  user: UserRow,
  name: string,
  received: Extract<ReceivedFile, { path: string }>,
): Promise<string> {
  let format: RecordingFormat | undefined;
  try {
    format = recordingFormatOf(name, received.head);
  } finally {
    if (!format) await removeFile(received.path);
  }
  if (!format) throw new HttpError(413, FILE_TOO_LARGE);
  return acceptRecording(ctx, user, name, received, format);
}

/**
 * A recording (told by its content), written under DATA_DIR, has its headers read (an FFmpeg child
 * process): a file that does not open, has no audio track or states more than 2 hours is refused with 422.
 * Otherwise a 'processing' session and its transcription job are stored in one transaction that holds the
 * plan limit; the transcript comes later (recording-worker.ts). Recordings may be up to 200 MB; documents
 * keep their 10 MB.
 */
async function acceptRecording(
  ctx: AppContext,
  user: UserRow,
  name: string,
  staged: { path: string; size: number },
  format: RecordingFormat,
): Promise<string> {
  let file = staged.path;
  try {
    if (staged.size > MAX_RECORDING_BYTES) throw new HttpError(413, RECORDING_TOO_LARGE);
    const problem = recordingProblem(await probeRecording(file));
    if (problem) throw new HttpError(422, problem);
    await ctx.queue.prepare(RECORDING_JOB);
    return await ctx.db.transaction(async (tx) => {
      await assertWithinLimit(tx, user.id, 'analysis', ctx.now());
      const sessionId = await insertUpload(tx, {
        userId: user.id,
        fileName: name,
        mimeType: format.mimeType,
        bytes: Buffer.alloc(0),
        size: staged.size,
        text: null,
        createdAt: ctx.now(),
      });
      file = await keepRecording(file, sessionId, format.ext);
      await ctx.queue.sendInTransaction(tx, RECORDING_JOB, { sessionId }, RECORDING_JOB_OPTIONS(sessionId));
      return sessionId;
    });
  } catch (err) {
    await removeFile(file);
    throw err;
  }
}
