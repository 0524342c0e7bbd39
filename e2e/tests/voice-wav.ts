/**
 * Fake-microphone WAVs for the voice e2e tests: salesperson speech synthesised by the server's own flite
 * (WASI, kal16 voice, 16 kHz mono PCM16, so no system package is needed) with pauses of an exact length,
 * since Chromium plays the file as the microphone.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFliteTts, disposeFlite } from '../../server/src/providers/speech/flite-tts.ts';
import { concatPcm } from '../../server/src/providers/speech/pcm.ts';
import { encodeWav } from '../../server/src/providers/speech/wav.ts';

const RATE = 16_000;
/** Samples quieter than this are flite's lead-in and tail, not speech. */
const QUIET = 300;

const silence = (seconds: number) => new Int16Array(Math.round(seconds * RATE));

/** Phrases in flite's kal16 voice, each without its quiet lead-in and tail (so the pauses are exact). */
async function speak(phrases: string[]): Promise<Int16Array[]> {
  const tts = createFliteTts({ voice: 'kal16' });
  try {
    const spoken: Int16Array[] = [];
    for (const text of phrases) spoken.push(trim(await tts.synthesize(text)));
    return spoken;
  } finally {
    disposeFlite();
  }
}

function trim(pcm: Int16Array): Int16Array {
  const first = pcm.findIndex((v) => Math.abs(v) > QUIET);
  const last = pcm.findLastIndex((v) => Math.abs(v) > QUIET);
  return pcm.slice(Math.max(0, first), last + 1);
}

/**
 * Writes `<tmp>/paused.wav`: lead-in silence, the phrases with `pauseSeconds` of silence between them
 * (one sentence said with a pause for breath), then `tailSeconds` of silence; returns its path. Chromium
 * loops the file, so a long tail keeps the sentence from being said twice within a test.
 */
export async function makePausedSpeechWav(
  phrases: string[],
  { pauseSeconds = 0.9, leadSeconds = 1.5, tailSeconds = 40 } = {},
): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ringready-paused-'));
  const spoken = (await speak(phrases)).flatMap((pcm, i) => (i ? [silence(pauseSeconds), pcm] : [pcm]));
  const file = path.join(dir, 'paused.wav');
  writeFileSync(file, encodeWav(concatPcm([silence(leadSeconds), ...spoken, silence(tailSeconds)]), RATE));
  return file;
}
