import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FliteVoice } from './flite-tts.ts';
import { resamplePcm16 } from './pcm.ts';
import { SPEECH_SAMPLE_RATE, type TextToSpeech } from './speech-ports.ts';
import { decodeWav } from './wav.ts';

const run = promisify(execFile);
export const FLITE_BINARY = '/usr/bin/flite';

export const hasFliteBinary = (binary = FLITE_BINARY) => existsSync(binary);

/**
 * Debian's flite as a child process per sentence (~50 ms): synthesis runs outside the server's
 * event loop, so many live conversations can speak at once. Text goes in as one argument, never
 * through a shell.
 */
export function createFliteProcessTts(options: { voice?: FliteVoice; binary?: string } = {}): TextToSpeech & { close(): void } {
  const voice = options.voice ?? 'slt';
  const binary = options.binary ?? FLITE_BINARY;
  const dir = mkdtempSync(join(tmpdir(), 'ringready-flite-'));
  let counter = 0;
  return {
    name: `flite-process:${voice}`,
    sampleRate: SPEECH_SAMPLE_RATE,
    async synthesize(text) {
      const clean = [...text].map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? ' ' : ch)).join('').replace(/\s+/g, ' ').trim();
      if (!clean) return new Int16Array(0);
      const file = join(dir, `out-${++counter}.wav`);
      try {
        await run(binary, ['-voice', voice, '-t', ` ${clean} `, '-o', file], { timeout: 10_000 });
        const { sampleRate, pcm } = decodeWav(readFileSync(file));
        return resamplePcm16(pcm, sampleRate, SPEECH_SAMPLE_RATE);
      } finally {
        try { unlinkSync(file); } catch { /* not written */ }
      }
    },
    close() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
