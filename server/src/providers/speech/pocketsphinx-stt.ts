import { concatPcm } from './pcm.ts';
import {
  callAsync,
  createDecoderPool,
  loadNative,
  type Decoder,
  type DecoderPoolOptions,
} from './pocketsphinx-native.ts';
import type { SpeechToText, SttStream } from './speech-ports.ts';

export interface PocketsphinxStt extends SpeechToText {
  /** Frees the decoders (idle now, busy ones when released). */
  close(): Promise<void>;
  /** Creates every decoder of the pool ahead of the first utterance (~0.5 s each, one after another). */
  warmUp(): Promise<void>;
}

interface Batch {
  items: Int16Array[];
  samples: number;
  queued: boolean;
}

/**
 * Audio is handed to the decoder in steps of at least 100 ms: one native call per 20 ms chunk
 * costs more than it decodes.
 */
const MIN_STEP_SAMPLES = 1_600;

/** The partial hypothesis is refreshed after this much new audio (a backtrace per 20 ms chunk is wasted work). */
const PARTIAL_EVERY_SAMPLES = 4_000;

/**
 * Streaming pocketsphinx. Audio is decoded as it arrives (on koffi worker threads), one serial task
 * chain per stream; a decoder is borrowed from the shared pool for one utterance only, so a few
 * decoders serve many sessions.
 */
export function createPocketsphinxStt(options: DecoderPoolOptions = {}): PocketsphinxStt {
  const pool = createDecoderPool(options);
  return {
    name: 'pocketsphinx',
    createStream: (onPartial) => createStream(pool, onPartial),
    close: () => pool.close(),
    warmUp: () => pool.fill(),
  };
}

function createStream(
  pool: ReturnType<typeof createDecoderPool>,
  onPartial?: (text: string) => void,
): SttStream {
  let tail: Promise<void> = Promise.resolve();
  let current: Batch = { items: [], samples: 0, queued: false };
  let decoder: Decoder | undefined;
  let hypothesis = '';
  let sinceHypothesis = 0;
  let failure: unknown;
  let closed = false;

  const enqueue = (task: () => Promise<void>) => {
    tail = tail.then(task).catch((err: unknown) => {
      failure ??= err;
    });
  };

  /** Decodes what has arrived; all of it at the end of an utterance, otherwise in steps of MIN_STEP_SAMPLES. */
  async function drain(batch: Batch, all: boolean): Promise<void> {
    batch.queued = false;
    while (batch.samples >= (all ? 1 : MIN_STEP_SAMPLES) && !closed && !failure) {
      const pcm = concatPcm(batch.items.splice(0));
      batch.samples = 0;
      const n = loadNative();
      if (!decoder) {
        decoder = await pool.acquire();
        await callAsync(n.startUtt, decoder.ptr);
      }
      await callAsync(n.processRaw, decoder.ptr, pcm, pcm.length, 0, 0);
      sinceHypothesis += pcm.length;
      if (sinceHypothesis >= PARTIAL_EVERY_SAMPLES) {
        sinceHypothesis = 0;
        const next = ((await callAsync<string | null>(n.getHyp, decoder.ptr, decoder.score)) ?? '').trim();
        if (next && next !== hypothesis && !closed) onPartial?.(next);
        hypothesis = next;
      }
    }
  }

  async function endUtterance(): Promise<string> {
    const d = decoder;
    if (!d) return '';
    decoder = undefined;
    hypothesis = '';
    sinceHypothesis = 0;
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
      batch.samples += pcm.length;
      if (!batch.queued && batch.samples >= MIN_STEP_SAMPLES) {
        batch.queued = true;
        enqueue(() => drain(batch, false));
      }
    },
    finish() {
      if (closed) return Promise.reject(new Error('stream is closed'));
      const batch = current;
      current = { items: [], samples: 0, queued: false };
      const result = tail.then(async () => {
        await drain(batch, true);
        if (failure) {
          const err = failure;
          failure = undefined;
          await endUtterance().catch(() => undefined);
          throw err;
        }
        return endUtterance();
      });
      tail = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
    close() {
      if (closed) return;
      closed = true;
      current.items = [];
      current.samples = 0;
      tail = tail
        .then(() => endUtterance())
        .then(
          () => undefined,
          () => undefined,
        );
    },
  };
}
