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
  });
});
process.on('disconnect', () => {
  disposeFlite();
  process.exit(0);
});
