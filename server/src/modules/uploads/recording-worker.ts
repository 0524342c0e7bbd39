import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import type { AppContext } from '../../context.ts';
import {
  DecodeError,
  decodeRecording,
  DEFAULT_DECODE_LIMITS,
  probeRecording,
} from '../../providers/media/ffmpeg-decode.ts';
import { createMoonshineStt } from '../../providers/speech/moonshine-stt.ts';
import type { SpeechToText } from '../../providers/speech/speech-ports.ts';
import { notifySessionProgress, type SessionProgress } from '../events/index.ts';
import { findAnalysisInput, settleFailedAttempt } from '../reports/index.ts';
import { ANALYSIS_JOB, sendAnalysisJob } from './analysis-worker.ts';
import { MAX_RECORDING_SECONDS } from './recording-formats.ts';
import { findRecording } from './recording-store.ts';
import { segmentsToVtt, transcribeRecording } from './recording-transcriber.ts';
import { countFailedUpload } from './upload-failure-limit.ts';
import { listUntranscribedRecordings, setExtractedText } from './upload-repository.ts';

/** The job that turns one uploaded recording into its transcript, then queues its analysis: `{ sessionId }`. */
export const RECORDING_JOB = 'recording-transcribe';

/**
 * The transcription job's options: one per session, and as long a run as the recording may be (a two-hour
 * recording may take an hour to transcribe).
 */
export const RECORDING_JOB_OPTIONS = (sessionId: string) => ({
  singletonKey: sessionId,
  expireInSeconds: MAX_RECORDING_SECONDS,
  retryLimit: 2,
});

export const NO_SPEECH = 'We heard no speech in this recording, so there is no conversation to analyse.';

/**
 * The offline recogniser of recordings, started at the first recording (two worker threads) and closed with
 * the app; a test may put its own in place.
 */
export const recordingRecogniser = {
  current: undefined as (SpeechToText & { close?: () => Promise<void> }) | undefined,
  get(): SpeechToText {
    this.current ??= createMoonshineStt({ size: 2 });
    return this.current;
  },
  async close(): Promise<void> {
    const stt = this.current;
    this.current = undefined;
    await stt?.close?.();
  },
};

/**
 * Tells the owner's pages how far the work is: decoding 0–10 %, transcribing 10–95 %, analysing 95 %. A
 * step under 5 points is not sent (a long call would send one per segment), and a failed notice is only
 * logged: progress is a courtesy, the status change is what counts.
 */
function progressReporter(ctx: AppContext, userId: string, sessionId: string) {
  let last = -Infinity;
  return (stage: SessionProgress['stage'], percent: number) => {
    if (percent - last < 5 && stage === 'transcribing') return;
    last = percent;
    notifySessionProgress(ctx.db, { userId, sessionId, progress: { stage, percent } }).catch((err: unknown) =>
      ctx.log.warn({ err, sessionId }, 'progress notice not sent'),
    );
  };
}

/**
 * Decodes a stored recording (an FFmpeg child process with time and memory limits), transcribes it by voice
 * activity, and stores the transcript as WebVTT (times and speakers) with its analysis job, in one
 * transaction. A recording that cannot be decoded, has no audio track or no speech ends the session failed
 * with the reason; a failed session does not count against the plan.
 */
export async function runRecordingTranscription(
  ctx: AppContext,
  sessionId: string,
  lastAttempt: boolean,
): Promise<void> {
  const input = await findAnalysisInput(ctx.db, sessionId);
  if (!input?.upload || input.session.status !== 'processing' || input.upload.extractedText) return;
  const report = progressReporter(ctx, input.user.id, sessionId);
  try {
    report('decoding', 0);
    const file = await findRecording(ctx.config, sessionId);
    if (!file) throw new TranscriptError('empty', 'The recording of this session is no longer stored.');
    // a recording known to be mono is decoded as one channel: half the memory
    const mono = (await probeRecording(file)).channels === 1;
    const limits = { ...DEFAULT_DECODE_LIMITS, maxSeconds: MAX_RECORDING_SECONDS };
    const audio = await decodeRecording(file, limits, mono ? 1 : 2);
    report('transcribing', 10);
    const segments = await transcribeRecording(recordingRecogniser.get(), audio.channels, (done) =>
      report('transcribing', 10 + Math.floor(85 * done)),
    );
    if (!segments.length) throw new TranscriptError('empty', NO_SPEECH);
    await ctx.queue.prepare(ANALYSIS_JOB);
    await ctx.db.transaction(async (tx) => {
      await setExtractedText(tx, sessionId, segmentsToVtt(segments));
      await sendAnalysisJob(ctx, tx, sessionId);
    });
    report('analysing', 95);
  } catch (caught) {
    const err = caught instanceof DecodeError ? new TranscriptError('empty', caught.message) : caught;
    if (err instanceof TranscriptError || lastAttempt)
      await countFailedUpload(ctx.db, input.user.id, ctx.now());
    await settleFailedAttempt(ctx, sessionId, err, lastAttempt);
  }
}

/**
 * At a worker's start: a recording still waiting for its transcript with no transcription job waiting,
 * retrying or running for it gets its job again (the stuck-analysis sweep fails it if that job dies too).
 * Returns the ids re-queued.
 */
export async function requeueUntranscribedRecordings(ctx: AppContext): Promise<string[]> {
  const requeued: string[] = [];
  for (const { id } of await listUntranscribedRecordings(ctx.db)) {
    if (await ctx.queue.hasLiveJob(RECORDING_JOB, id)) continue;
    await ctx.queue.send(RECORDING_JOB, { sessionId: id }, RECORDING_JOB_OPTIONS(id));
    requeued.push(id);
  }
  if (requeued.length) ctx.log.warn({ sessionIds: requeued }, 're-queued recordings left without a job');
  return requeued;
}

export async function registerRecordingWorker(ctx: AppContext): Promise<void> {
  await ctx.queue.work<{ sessionId: string }>(RECORDING_JOB, ({ sessionId }, { lastAttempt }) =>
    runRecordingTranscription(ctx, sessionId, lastAttempt),
  );
  if (ctx.config.role !== 'web') await requeueUntranscribedRecordings(ctx);
}
