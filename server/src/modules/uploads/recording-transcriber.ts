/**
 * A decoded recording to timed, attributed segments: voice activity splits each channel into segments, the
 * recogniser transcribes them (a few at a time), and each segment gets a speaker: its channel in a stereo
 * recording with one speaker per channel; in a mono recording, one of two clusters of the segments' median
 * pitch (two voices whose pitches differ by less than PITCH_SPLIT_RATIO stay one speaker).
 */
import type { SpeechToText } from '../../providers/speech/speech-ports.ts';
import { createEnergyVad, createUtteranceDetector } from '../../providers/speech/vad.ts';

const RATE = 16_000;
/** A silence this long ends a segment. */
const SEGMENT_SILENCE_MS = 500;
/** Speech kept before a segment's detected start and after its end (the detector reacts late). */
const PAD_MS = 150;
/** Two pitch clusters are two speakers only when their centres differ by at least this ratio. */
export const PITCH_SPLIT_RATIO = 1.2;
/** Segments transcribed at once. */
const PARALLEL = 2;

export interface TimedSegment {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

interface RawSegment {
  from: number;
  to: number;
  channel: number;
}

/** Sample ranges of speech in one channel. */
export function speechRanges(pcm: Int16Array): Array<[number, number]> {
  const detector = createUtteranceDetector(createEnergyVad(), { silenceMs: SEGMENT_SILENCE_MS });
  const ranges: Array<[number, number]> = [];
  let start: number | undefined;
  const step = RATE;
  for (let at = 0; at < pcm.length; at += step) {
    for (const e of detector.push(pcm.subarray(at, Math.min(pcm.length, at + step)))) {
      const sample = Math.round((e.atMs * RATE) / 1000);
      if (e.type === 'speech-start') start = sample;
      if (e.type === 'speech-end' && start !== undefined) {
        ranges.push([start, sample - Math.round((SEGMENT_SILENCE_MS * RATE) / 1000)]);
        start = undefined;
      }
    }
  }
  if (start !== undefined) ranges.push([start, pcm.length]);
  const pad = Math.round((PAD_MS * RATE) / 1000);
  return ranges.map(([a, b]) => [Math.max(0, a - pad), Math.min(pcm.length, b + pad)]);
}

/** Median pitch (Hz) of the voiced 40 ms frames of a segment by autocorrelation; 0 when none is voiced. */
export function medianPitch(pcm: Int16Array): number {
  const frame = 640;
  const minLag = Math.floor(RATE / 400);
  const maxLag = Math.floor(RATE / 70);
  const pitches: number[] = [];
  const stride = Math.max(frame, Math.floor(pcm.length / 60 / frame) * frame);
  for (let at = 0; at + frame + maxLag <= pcm.length; at += stride) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += pcm[at + i]! * pcm[at + i]!;
    if (energy / frame < 200 * 200) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      for (let i = 0; i < frame; i++) sum += pcm[at + i]! * pcm[at + i + lag]!;
      if (sum > best) {
        best = sum;
        bestLag = lag;
      }
    }
    if (bestLag && best > 0.3 * energy) pitches.push(RATE / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches.length ? pitches[pitches.length >> 1]! : 0;
}

/** Two-means on log pitch: the cluster (0 or 1, 0 the lower voice) of each value; all 0 when one voice. */
export function pitchClusters(pitches: number[]): number[] {
  const voiced = pitches.filter((p) => p > 0).map(Math.log);
  if (voiced.length < 2) return pitches.map(() => 0);
  let lo = Math.min(...voiced);
  let hi = Math.max(...voiced);
  for (let round = 0; round < 20; round++) {
    const a = voiced.filter((v) => Math.abs(v - lo) <= Math.abs(v - hi));
    const b = voiced.filter((v) => Math.abs(v - lo) > Math.abs(v - hi));
    if (!a.length || !b.length) break;
    lo = a.reduce((s, v) => s + v, 0) / a.length;
    hi = b.reduce((s, v) => s + v, 0) / b.length;
  }
  if (hi - lo < Math.log(PITCH_SPLIT_RATIO)) return pitches.map(() => 0);
  const mid = (lo + hi) / 2;
  let last = 0;
  return pitches.map((p) => (p > 0 ? (last = Math.log(p) > mid ? 1 : 0) : last));
}

async function transcribeOne(stt: SpeechToText, pcm: Int16Array): Promise<string> {
  const stream = stt.createStream();
  try {
    stream.write(pcm);
    return (await stream.finish()).trim();
  } finally {
    stream.close();
  }
}

/**
 * Transcribes a decoded recording (one or two channels of 16 kHz PCM16) into segments in time order;
 * segments in which the recogniser heard no words are left out. `onProgress` hears the share done (0–1).
 */
export async function transcribeRecording(
  stt: SpeechToText,
  channels: Int16Array[],
  onProgress?: (done: number) => void,
): Promise<TimedSegment[]> {
  const raw: RawSegment[] = channels
    .flatMap((pcm, channel) => speechRanges(pcm).map(([from, to]) => ({ from, to, channel })))
    .sort((a, b) => a.from - b.from);
  const clusters =
    channels.length === 2
      ? raw.map((s) => s.channel)
      : pitchClusters(raw.map((s) => medianPitch(channels[0]!.subarray(s.from, s.to))));
  const texts: string[] = new Array<string>(raw.length).fill('');
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (let i = next++; i < raw.length; i = next++) {
      const s = raw[i]!;
      texts[i] = await transcribeOne(stt, channels[s.channel]!.slice(s.from, s.to));
      onProgress?.(++done / raw.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return raw
    .map((s, i) => ({
      start: Math.round((s.from / RATE) * 100) / 100,
      end: Math.round((s.to / RATE) * 100) / 100,
      speaker: `Speaker ${clusters[i]! + 1}`,
      text: texts[i]!,
    }))
    .filter((s) => /[\p{L}\p{N}]/u.test(s.text));
}

const clock = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/** The segments as WebVTT with a voice tag per cue: the text the analysis reads, times and speakers kept. */
export function segmentsToVtt(segments: TimedSegment[]): string {
  const cues = segments.map(
    (s) => `${clock(s.start)} --> ${clock(s.end)}\n<v ${s.speaker}>${s.text.replace(/\s+/g, ' ')}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
