import { concatPcm } from './pcm.ts';
import { createMoonshinePool, type MoonshinePool, type MoonshinePoolOptions } from './moonshine-pool.ts';
import { SPEECH_SAMPLE_RATE, type SpeechToText, type SttStream } from './speech-ports.ts';

/** A pause ends the piece being heard only once it holds this much audio (shorter pieces lose context). */
export const MIN_PIECE_SAMPLES = 3 * SPEECH_SAMPLE_RATE;
/** Without a pause, a piece is cut at its quietest moment before it grows past this (a decode stays short). */
export const MAX_PIECE_SAMPLES = 10 * SPEECH_SAMPLE_RATE;
/** The forced cut looks for the quietest 20 ms frame in the last second. */
const CUT_SEARCH_SAMPLES = SPEECH_SAMPLE_RATE;
const FRAME = 320;
/** The growing piece is decoded again for a partial transcript after this much new audio. */
export const PARTIAL_STEP_SAMPLES = Math.round(0.5 * SPEECH_SAMPLE_RATE);

export interface MoonshineStt extends SpeechToText {
  /** Starts the worker threads and loads the model in each (the server calls it at start). */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export interface MoonshineSttOptions extends MoonshinePoolOptions {
  /** a pool to use instead of creating one (tests) */
  pool?: Pick<MoonshinePool, 'transcribe' | 'transcribeIfIdle' | 'start' | 'close'>;
}

/**
 * Speech to text on Moonshine tiny, which is not streaming: an utterance is decoded in pieces. A
 * pause (from the caller's voice activity detector) ends a piece of at least MIN_PIECE_SAMPLES, which is
 * decoded at once while the person keeps talking, so the final text of a long turn waits only for its
 * last piece. Partial transcripts re-decode the growing piece on a spare worker.
 */
export function createMoonshineStt(options: MoonshineSttOptions = {}): MoonshineStt {
  const pool = options.pool ?? createMoonshinePool(options);
  return {
    name: 'moonshine',
    createStream: (onPartial) => createStream(pool, onPartial),
    warmUp: () => pool.start(),
    close: () => pool.close(),
  };
}

/** A transcript with no letter or digit (".", "..."): the model heard no words. */
const words = (text: string) => (/[\p{L}\p{N}]/u.test(text) ? text : '');

function createStream(pool: NonNullable<MoonshineSttOptions['pool']>, onPartial?: (text: string) => void): SttStream {
  /** increases at every finish/close: results of an earlier utterance are ignored */
  let utterance = 0;
  let chunks: Int16Array[] = [];
  let samples = 0;
  let sincePartial = 0;
  let partialBusy = false;
  /** the current piece's number within the utterance: partials of an earlier piece are stale */
  let piece = 0;
  /** each piece's final text, or why it failed (never rejects: a dropped utterance must not crash) */
  let pieces: Array<Promise<string | Error>> = [];
  /** final texts of the pieces decoded so far (in order; undefined while one is pending) */
  let heard: Array<string | undefined> = [];
  let lastPartial = '';
  let closed = false;

  const emit = (current: string) => {
    const done = heard.slice(0, heard.indexOf(undefined) < 0 ? heard.length : heard.indexOf(undefined));
    const text = [...done, current].filter(Boolean).join(' ');
    if (text && text !== lastPartial && !closed) {
      lastPartial = text;
      onPartial?.(text);
    }
  };

  /** Sends `pcm` (the piece so far, or its head) to be decoded as a finished piece. */
  function decodePiece(pcm: Int16Array): void {
    const at = heard.length;
    const mine = utterance;
    heard.push(undefined);
    piece++;
    pieces.push(
      pool.transcribe(pcm).then(
        (r) => {
          const text = words(r.text);
          if (mine === utterance) {
            heard[at] = text;
            emit('');
          }
          return text;
        },
        (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
      ),
    );
  }

  /** Ends the current piece at `keep` samples from its end (those stay as the start of the next piece). */
  function cut(keep = 0): void {
    const all = concatPcm(chunks);
    const head = all.subarray(0, all.length - keep);
    chunks = keep ? [all.slice(all.length - keep)] : [];
    samples = keep;
    sincePartial = 0;
    if (head.length >= FRAME * 5) decodePiece(head.slice());
  }

  function maybePartial(): void {
    if (!onPartial || partialBusy || sincePartial < PARTIAL_STEP_SAMPLES) return;
    partialBusy = true;
    sincePartial = 0;
    const mine = utterance;
    const which = piece;
    pool
      .transcribeIfIdle(concatPcm(chunks))
      .then((r) => {
        if (r && mine === utterance && which === piece) emit(words(r.text));
      })
      .catch(() => undefined) // a partial is a preview: the final decode reports failures
      .finally(() => {
        partialBusy = false;
      });
  }

  return {
    write(pcm) {
      if (closed) throw new Error('stream is closed');
      if (!pcm.length) return;
      chunks.push(pcm.slice());
      samples += pcm.length;
      sincePartial += pcm.length;
      if (samples >= MAX_PIECE_SAMPLES) cut(samples - quietestCut(concatPcm(chunks)));
      maybePartial();
    },
    pause() {
      if (!closed && samples >= MIN_PIECE_SAMPLES) cut();
    },
    async finish() {
      if (closed) throw new Error('stream is closed');
      if (samples) cut();
      const all = pieces;
      utterance++;
      chunks = [];
      samples = sincePartial = piece = 0;
      pieces = [];
      heard = [];
      lastPartial = '';
      const texts = await Promise.all(all);
      const failure = texts.find((t) => t instanceof Error);
      if (failure) throw failure;
      return texts.filter(Boolean).join(' ');
    },
    close() {
      closed = true;
      utterance++;
      chunks = [];
      pieces = [];
    },
  };
}

/** Where to cut a piece that has no pause: after the quietest 20 ms frame of its last second. */
function quietestCut(pcm: Int16Array): number {
  let best = pcm.length;
  let bestEnergy = Infinity;
  for (let end = pcm.length; end - FRAME >= Math.max(0, pcm.length - CUT_SEARCH_SAMPLES); end -= FRAME) {
    let energy = 0;
    for (let i = end - FRAME; i < end; i++) energy += pcm[i]! * pcm[i]!;
    if (energy < bestEnergy) {
      bestEnergy = energy;
      best = end;
    }
  }
  return best;
}
