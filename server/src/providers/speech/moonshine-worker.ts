/**
 * A worker thread of the Moonshine pool: loads one model (one ONNX session pair, one intra-op thread)
 * and transcribes one utterance piece at a time. Messages in: `{ id, pcm, beam }` (16 kHz PCM16; `beam`:
 * an unsure transcript may be decoded again by beam search), `'close'`, or
 * `'crash'` (a test hook: the thread dies at once);
 * out: `{ type: 'ready' }` once loaded, then `{ id, transcript }` or `{ id, error }` per piece.
 * `'close'` releases the model after the piece in progress and ends the thread: terminating a thread
 * while onnxruntime runs aborts the whole process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadMoonshine, type Transcript } from './moonshine-decoder.ts';

export interface WorkerJob {
  id: number;
  pcm: Int16Array;
  beam: boolean;
}
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'done'; id: number; transcript: Transcript; ms: number }
  | { type: 'error'; id: number; error: string };

const port = parentPort!;
const send = (reply: WorkerReply) => port.postMessage(reply);

try {
  const model = await loadMoonshine((workerData as { modelDir?: string }).modelDir);
  /** the piece being decoded (the pool sends one at a time) */
  let current: Promise<void> = Promise.resolve();
  port.on('message', (message: WorkerJob | 'close' | 'crash') => {
    // handled between two decoding steps (each model run is synchronous on this thread)
    if (message === 'crash') throw new Error('Moonshine worker crash injected by a test');
    if (message === 'close') {
      void current.then(async () => {
        await model.release();
        port.close();
      });
      return;
    }
    current = decode(message);
  });
  const decode = async ({ id, pcm, beam }: WorkerJob) => {
    const started = performance.now();
    try {
      const audio = new Float32Array(pcm.length);
      for (let i = 0; i < pcm.length; i++) audio[i] = pcm[i]! / 32768;
      const transcript = await model.transcribe(audio, { beam });
      send({ type: 'done', id, transcript, ms: performance.now() - started });
    } catch (err) {
      send({ type: 'error', id, error: (err as Error).message });
    }
  };
  send({ type: 'ready' });
} catch (err) {
  send({ type: 'failed', error: (err as Error).message });
}
