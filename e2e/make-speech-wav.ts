/**
 * Builds a fake-microphone WAV for Chromium's --use-file-for-fake-audio-capture: salesperson speech
 * synthesised by Debian flite (kal16 voice, 16 kHz mono PCM16), padded with silence so the server's
 * voice activity detector sees the utterance end. Generated into a temp dir at test time; never committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RATE = 16_000;

function readPcm16(wav: Buffer): { rate: number; pcm: Int16Array } {
  let offset = 12;
  let rate = RATE;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') rate = wav.readUInt32LE(offset + 12);
    if (id === 'data') {
      const data = wav.subarray(offset + 8, offset + 8 + size);
      const pcm = new Int16Array(data.length >> 1);
      for (let i = 0; i < pcm.length; i++) pcm[i] = data.readInt16LE(2 * i);
      return { rate, pcm };
    }
    offset += 8 + size + (size & 1);
  }
  throw new Error('No data chunk in WAV');
}

function writeWav(pcm: Int16Array, rate: number): Buffer {
  const out = Buffer.alloc(44 + pcm.length * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + pcm.length * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(pcm.length * 2, 40);
  for (let i = 0; i < pcm.length; i++) out.writeInt16LE(pcm[i]!, 44 + 2 * i);
  return out;
}

/** Writes `<tmp>/speech.wav` (lead-in silence, the sentence, trailing silence) and returns its path. */
export function makeSpeechWav(text: string, leadSeconds = 1.5, tailSeconds = 4): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ringready-voice-'));
  const raw = path.join(dir, 'flite.wav');
  execFileSync('flite', ['-voice', 'kal16', '-t', text, '-o', raw]);
  const { rate, pcm } = readPcm16(readFileSync(raw));
  if (rate !== RATE) throw new Error(`flite produced ${rate} Hz; expected ${RATE}`);
  const padded = new Int16Array(Math.round((leadSeconds + tailSeconds) * RATE) + pcm.length);
  padded.set(pcm, Math.round(leadSeconds * RATE));
  const file = path.join(dir, 'speech.wav');
  writeFileSync(file, writeWav(padded, RATE));
  return file;
}
