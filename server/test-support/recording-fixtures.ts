/**
 * Recordings made for the tests: a two-voice consultation spoken by flite (its WASI build, two voices of
 * clearly different pitch), encoded by the same FFmpeg binary the server decodes with.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegPath } from '../src/providers/media/ffmpeg-decode.ts';
import { encodeWav } from '../src/providers/speech/wav.ts';

export const CONSULTATION: Array<[speaker: 'seller' | 'buyer', text: string]> = [
  ['seller', 'Hi Hannah, this is Jess from Bloom Studio. Congratulations on the engagement.'],
  ['buyer', 'Thank you. We are getting married at Maple Hollow Barn in October.'],
  ['seller', 'Lovely. How many guests are you expecting, and what budget have you set for photography?'],
  ['buyer', 'About one hundred and twenty guests, and around six thousand dollars.'],
];

const GAP = new Int16Array(16_000); // one second of silence between turns

/** The consultation as 16 kHz mono PCM16: slt (higher voice) sells, rms (lower voice) buys. */
export async function consultationPcm(): Promise<Int16Array> {
  // loaded here: node:wasi prints an experimental warning in every process that loads it
  const { createFliteTts } = await import('../src/providers/speech/flite-tts.ts');
  const seller = createFliteTts({ voice: 'slt' });
  const buyer = createFliteTts({ voice: 'rms' });
  const parts: Int16Array[] = [GAP];
  for (const [who, text] of CONSULTATION) {
    parts.push(await (who === 'seller' ? seller : buyer).synthesize(text), GAP);
  }
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Encodes a WAV with FFmpeg into `name` (its extension picks the container); extra args before the output. */
export function encodeWith(wav: Buffer, name: string, args: string[] = []): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'rr-rec-'));
  const input = path.join(dir, 'in.wav');
  writeFileSync(input, wav);
  const output = path.join(dir, name);
  execFileSync(ffmpegPath()!, ['-hide_banner', '-loglevel', 'error', '-y', '-i', input, ...args, output]);
  return readFileSync(output);
}

/** A short video with no audio track at all. */
export function silentVideo(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'rr-rec-'));
  const output = path.join(dir, 'video.mp4');
  execFileSync(ffmpegPath()!, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'color=c=black:s=64x64:d=1',
    '-pix_fmt',
    'yuv420p',
    output,
  ]);
  return readFileSync(output);
}

export const wavOf = (pcm: Int16Array) => encodeWav(pcm, 16_000);

/**
 * An MP4/M4A whose movie and track headers (version 0 `mvhd`, `mdhd`) state `seconds` of audio, whatever
 * the file really holds: a recording "over 2 hours" in a few kilobytes.
 */
export function statingSeconds(mp4: Buffer, seconds: number): Buffer {
  const out = Buffer.from(mp4);
  for (const box of ['mvhd', 'mdhd']) {
    for (let at = out.indexOf(box); at >= 0; at = out.indexOf(box, at + 4)) {
      if (out[at + 4] !== 0) continue;
      out.writeUInt32BE(out.readUInt32BE(at + 16) * seconds, at + 20);
    }
  }
  return out;
}
