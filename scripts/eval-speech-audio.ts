/**
 * Test speech for `npm run eval:speech`: synthetic voices (flite WASI as the server uses it, Debian
 * espeak-ng), speed changes (espeak-ng's rate, sox `tempo` for flite) and steady noise mixed in at a
 * chosen signal-to-noise ratio (pink noise from sox, repeatable).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FliteVoice } from '../server/src/providers/speech/flite-package.ts';
import { createFliteTts } from '../server/src/providers/speech/flite-tts.ts';
import { SOX } from '../server/src/providers/speech/non-speech-clips.ts';
import { resamplePcm16 } from '../server/src/providers/speech/pcm.ts';
import { decodeWav, encodeWav } from '../server/src/providers/speech/wav.ts';

export const ESPEAK = '/usr/bin/espeak-ng';
const RATE = 16_000;

export interface Voice {
  label: string;
  /** rows with the same group are averaged together */
  group: string;
  speak(text: string): Promise<Int16Array>;
}

const readWav = (file: string) => {
  const { sampleRate, pcm } = decodeWav(readFileSync(file));
  return resamplePcm16(pcm, sampleRate, RATE);
};

export function fliteVoice(voice: FliteVoice, group: string, label = `flite ${voice}`): Voice {
  const tts = createFliteTts({ voice });
  return { label, group, speak: (text) => tts.synthesize(text) };
}

export function espeakVoice(dir: string, voice: string, group: string, wordsPerMinute = 160): Voice {
  const speed = wordsPerMinute === 160 ? '' : ` ${wordsPerMinute} wpm`;
  return {
    label: `espeak-ng ${voice}${speed}`,
    group,
    async speak(text) {
      const file = path.join(dir, 'espeak.wav');
      execFileSync(ESPEAK, ['-v', voice, '-s', String(wordsPerMinute), '-w', file, text]);
      return readWav(file);
    },
  };
}

/** The same voice faster (>1) or slower (<1) at the same pitch (sox `tempo`). */
export function withTempo(dir: string, voice: Voice, factor: number, group: string): Voice {
  return {
    label: `${voice.label} ×${factor}`,
    group,
    async speak(text) {
      const input = path.join(dir, 'tempo-in.wav');
      const output = path.join(dir, 'tempo-out.wav');
      writeFileSync(input, encodeWav(await voice.speak(text), RATE));
      execFileSync(SOX, [input, output, 'tempo', '-s', String(factor)]);
      return readWav(output);
    },
  };
}

/** 60 s of pink noise (sox, repeatable), the background mixed into noisy rows. */
export function pinkNoise(dir: string): Int16Array {
  const file = path.join(dir, 'pink.wav');
  if (!existsSync(file))
    execFileSync(SOX, [
      '-R',
      '-n',
      '-r',
      String(RATE),
      '-c',
      '1',
      '-b',
      '16',
      file,
      'synth',
      '60',
      'pinknoise',
    ]);
  return readWav(file);
}

const power = (pcm: ArrayLike<number>, from = 0, length = pcm.length) => {
  let sum = 0;
  for (let i = from; i < from + length; i++) sum += pcm[i]! * pcm[i]!;
  return sum / Math.max(1, length);
};

/**
 * Speech with noise added so that speech power / noise power is `snrDb` (over the whole utterance).
 * `offset` picks where in the noise to start, so utterances get different stretches of it.
 */
export function mixAtSnr(speech: Int16Array, noise: Int16Array, snrDb: number, offset: number): Int16Array {
  const start = offset % Math.max(1, noise.length - speech.length);
  const gain = Math.sqrt(power(speech) / (power(noise, start, speech.length) * 10 ** (snrDb / 10)));
  return speech.map((s, i) => Math.max(-32768, Math.min(32767, Math.round(s + gain * noise[start + i]!))));
}

export function withNoise(voice: Voice, noise: Int16Array, snrDb: number, group: string): Voice {
  let n = 0;
  return {
    label: `${voice.label} + pink noise ${snrDb} dB`,
    group,
    speak: async (text) => mixAtSnr(await voice.speak(text), noise, snrDb, (n++ * 7919 * RATE) / 10),
  };
}
