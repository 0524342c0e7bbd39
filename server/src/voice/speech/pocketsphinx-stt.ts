import { concatPcm } from './pcm.ts';
import { callAsync, createDecoderPool, loadNative, type Decoder, type DecoderPoolOptions } from './pocketsphinx-native.ts';
import type { SpeechToText, SttStream } from './speech-ports.ts';

export interface PocketsphinxStt extends SpeechToText {
  /** Frees the decoders (idle now, busy ones when released). */
  close(): Promise<void>;
  /** Creates the first decoder ahead of the first utterance (~0.3–0.5 s init). */
  warmUp(): Promise<void>;
}

interface Batch { items: Int16Array[]; queued: boolean }

/**
 * Streaming pocketsphinx. Audio is decoded as it arrives (on koffi worker threads), one serial task
 * chain per stream; a decoder is borrowed from the shared pool for one utterance only, so a few
 * decoders serve many sessions.
 */
export function createPocketsphinxStt(options: DecoderPoolOptions = {}): PocketsphinxStt {
  const pool = createDecoderPool(options);
  return {
    name: 'pocketsphinx',
    createStream: () => createStream(pool),
    close: () => pool.close(),
    async warmUp() {
      pool.release(await pool.acquire());
    },
  };
}

function createStream(pool: ReturnType<typeof createDecoderPool>): SttStream {
  let tail: Promise<void> = Promise.resolve();
  let current: Batch = { items: [], queued: false };
  let decoder: Decoder | undefined;
  let hypothesis = '';
  let failure: unknown;
  let closed = false;

  const enqueue = (task: () => Promise<void>) => {
    tail = tail.then(task).catch((err: unknown) => { failure ??= err; });
  };

  async function drain(batch: Batch): Promise<void> {
    batch.queued = false;
    while (batch.items.length && !closed && !failure) {
      const pcm = concatPcm(batch.items.splice(0));
      const n = loadNative();
      if (!decoder) {
        decoder = await pool.acquire();
        await callAsync(n.startUtt, decoder.ptr);
      }
      await callAsync(n.processRaw, decoder.ptr, pcm, pcm.length, 0, 0);
      hypothesis = (await callAsync<string | null>(n.getHyp, decoder.ptr, decoder.score)) ?? '';
    }
  }

  async function endUtterance(): Promise<string> {
    const d = decoder;
    if (!d) return '';
    decoder = undefined;
    hypothesis = '';
    try {
      const n = loadNative();
      await callAsync(n.endUtt, d.ptr);
      return ((await callAsync<string | null>(n.getHyp, d.ptr, d.score)) ?? '').trim();
    } finally {
      pool.release(d);
    }
  }

  return {
    write(pcm) {
      if (closed) throw new Error('stream is closed');
      if (!pcm.length) return;
      const batch = current;
      batch.items.push(pcm.slice());
      if (!batch.queued) {
        batch.queued = true;
        enqueue(() => drain(batch));
      }
    },
    partial: () => hypothesis,
    finish() {
      if (closed) return Promise.reject(new Error('stream is closed'));
      const batch = current;
      current = { items: [], queued: false };
      const result = tail.then(async () => {
        await drain(batch);
        if (failure) {
          const err = failure;
          failure = undefined;
          await endUtterance().catch(() => undefined);
          throw err;
        }
        return endUtterance();
      });
      tail = result.then(() => undefined, () => undefined);
      return result;
    },
    close() {
      if (closed) return;
      closed = true;
      current.items = [];
      tail = tail.then(() => endUtterance()).then(() => undefined, () => undefined);
    },
  };
}
