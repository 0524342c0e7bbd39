/**
 * Builds a fake-microphone WAV for Chromium's --use-file-for-fake-audio-capture: salesperson speech
 * synthesised by Debian flite (kal16 voice, 16 kHz mono PCM16), padded with silence so the server's
 * voice activity detector sees the utterance end. Generated into a temp dir at test time; never committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeNonSpeechClips } from '../server/src/providers/speech/non-speech-clips.ts';
import { concatPcm } from '../server/src/providers/speech/pcm.ts';
import { decodeWav, encodeWav } from '../server/src/providers/speech/wav.ts';

const RATE = 16_000;

/** Writes `<tmp>/speech.wav` (lead-in silence, the sentence, trailing silence) and returns its path. */
export function makeSpeechWav(text: string, leadSeconds = 1.5, tailSeconds = 4): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ringready-voice-'));
  const raw = path.join(dir, 'flite.wav');
  execFileSync('flite', ['-voice', 'kal16', '-t', text, '-o', raw]);
  const { sampleRate, pcm } = decodeWav(readFileSync(raw));
  if (sampleRate !== RATE) throw new Error(`flite produced ${sampleRate} Hz; expected ${RATE}`);
  const padded = new Int16Array(Math.round((leadSeconds + tailSeconds) * RATE) + pcm.length);
  padded.set(pcm, Math.round(leadSeconds * RATE));
  const file = path.join(dir, 'speech.wav');
  writeFileSync(file, encodeWav(padded, RATE));
  return file;
}

/**
 * Writes `<tmp>/noise.wav`: every non-speech clip of the speech tests (room tone, white, pink and brown
 * noise, mains hum, breathing, a ringback tone, piano, coughs) with short gaps, and no words; returns its path.
 */
export function makeNoiseWav(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ringready-noise-'));
  const gap = new Int16Array(Math.round(0.6 * RATE));
  const clips = [...makeNonSpeechClips(dir).values()].flatMap((pcm) => [pcm, gap]);
  const file = path.join(dir, 'noise.wav');
  writeFileSync(file, encodeWav(concatPcm(clips), RATE));
  return file;
}
