/**
 * Child process of the flite pool (flite-pool-tts.ts): synthesises one sentence at a time with the
 * WASI build of flite and sends the PCM back over IPC. Runs outside the server so its CPU work and
 * memory never touch the event loop that carries the live conversations.
 */
import type { FliteVoice } from './flite-package.ts';
import { createFliteTts, disposeFlite } from './flite-tts.ts';
import type { SpeechVoice } from './speech-ports.ts';

export interface FliteRequest {
  id: number;
  text: string;
  /** the speaker's voice; the pool's voice when omitted */
  voice?: SpeechVoice;
}
export type FliteResponse = { id: number; pcm: Int16Array } | { id: number; error: string };

/**
 * Each sentence runs in a new flite instance whose WebAssembly memory is garbage only V8 can free, and V8
 * waits for about 120 MB of it before collecting: past this size (idle: ~80 MB) the child collects it
 * right after sending a sentence back, so it stays near 130 MB instead of growing past 200 MB.
 */
const COLLECT_ABOVE_BYTES = 110e6;
/** `gc` exists because the pool starts this process with --expose-gc. */
const gc = (globalThis as { gc?: () => void }).gc;
const collectIfLarge = () => {
  if (gc && process.memoryUsage.rss() > COLLECT_ABOVE_BYTES) gc();
};

const tts = createFliteTts({ voice: (process.env.RINGREADY_FLITE_VOICE || 'slt') as FliteVoice });
let work: Promise<void> = Promise.resolve();

process.on('message', (msg: FliteRequest) => {
  work = work.then(async () => {
    let reply: FliteResponse;
    try {
      reply = { id: msg.id, pcm: await tts.synthesize(msg.text, { voice: msg.voice }) };
    } catch (err) {
      reply = { id: msg.id, error: (err as Error).message };
    }
    if (!process.connected) return;
    process.send?.(reply, undefined, {}, (err) => {
      if (err) process.exit(0);
    }); // the server is gone
    collectIfLarge();
  });
});
process.on('disconnect', () => {
  disposeFlite();
  process.exit(0);
});
