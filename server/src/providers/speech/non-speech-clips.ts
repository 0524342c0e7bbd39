/**
 * Sounds that are not words, generated with sox (Debian `sox`; repeatable with -R): what a microphone
 * picks up between and around a salesperson's sentences. A recogniser must hear no words in any of them.
 * Used by the speech tests and `npm run eval:speech`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resamplePcm16 } from './pcm.ts';
import { decodeWav } from './wav.ts';

export const SOX = '/usr/bin/sox';

/** name → sox synthesis arguments (after `sox -R -n -r 16000 -c 1 -b 16 out.wav`). */
export const NON_SPEECH_CLIPS: Record<string, string[]> = {
  'digital silence': ['trim', '0', '2'],
  'room tone': ['synth', '3', 'pinknoise', 'vol', '0.003'],
  'white noise': ['synth', '3', 'whitenoise', 'vol', '0.1'],
  'loud pink noise': ['synth', '3', 'pinknoise', 'vol', '0.4'],
  'traffic rumble': ['synth', '3', 'brownnoise', 'vol', '0.6'],
  'mains hum': ['synth', '3', 'square', '50', 'vol', '0.1', 'lowpass', '600'],
  breathing: ['synth', '4', 'pinknoise', 'sinc', '300-3000', 'tremolo', '0.5', '100', 'vol', '0.3'],
  'ringback tone': ['synth', '3', 'sine', '440', 'sine', '480', 'remix', '1,2', 'vol', '0.3'],
  'piano notes': [
    ...['synth', '0.4', 'pluck', 'C4', ':', 'synth', '0.4', 'pluck', 'E4', ':'],
    ...['synth', '0.4', 'pluck', 'G4', ':', 'synth', '0.8', 'pluck', 'C5'],
  ],
  'piano chord': ['synth', '3', 'pluck', 'C3', 'pluck', 'E3', 'pluck', 'G3', 'remix', '1-3'],
  cough: [
    ...['synth', '0.3', 'pinknoise', 'sinc', '150-4000', 'fade', 'q', '0.005', '0.3', '0.25'],
    ...['vol', '0.8', 'pad', '0.5', '0.5'],
  ],
  'double cough': [
    ...['synth', '0.25', 'pinknoise', 'sinc', '150-4000', 'fade', 'q', '0.005', '0.25', '0.2', 'vol', '0.8'],
    ...['pad', '0.4', '0.15', 'repeat', '1', 'pad', '0', '0.5'],
  ],
};

export const soxAvailable = () => existsSync(SOX);

/** Writes every clip as a 16 kHz mono WAV into `dir`; returns name → 16 kHz PCM16. */
export function makeNonSpeechClips(dir: string): Map<string, Int16Array> {
  const clips = new Map<string, Int16Array>();
  for (const [name, args] of Object.entries(NON_SPEECH_CLIPS)) {
    const file = path.join(dir, `${name.replace(/\s+/g, '-')}.wav`);
    execFileSync(SOX, ['-R', '-n', '-r', '16000', '-c', '1', '-b', '16', file, ...args]);
    const { sampleRate, pcm } = decodeWav(readFileSync(file));
    clips.set(name, resamplePcm16(pcm, sampleRate, 16_000));
  }
  return clips;
}
