import { concatPcm } from './pcm.ts';
import {
  createMoonshinePool,
  type MoonshinePool,
  type MoonshinePoolOptions,
  type TranscribeResult,
} from './moonshine-pool.ts';
import { SPEECH_SAMPLE_RATE, type SpeechToText, type SttStream } from './speech-ports.ts';

/** A pause ends the piece being heard only once it holds this much audio (shorter pieces lose context). */
export const MIN_PIECE_SAMPLES = 3 * SPEECH_SAMPLE_RATE;
/** Without a pause, a piece is cut at its quietest moment before it grows past this (a decode stays short). */
export const MAX_PIECE_SAMPLES = 10 * SPEECH_SAMPLE_RATE;
/** The forced cut looks for the quietest 20 ms frame in the last second. */
const CUT_SEARCH_SAMPLES = SPEECH_SAMPLE_RATE;
const FRAME = 320;
/** The growing piece is decoded again for a partial transcript after this much new audio (or more, below). */
export const PARTIAL_STEP_SAMPLES = Math.round(0.5 * SPEECH_SAMPLE_RATE);
/**
 * A stream's partials may keep a worker busy this share of the time at most: after a partial that took
 * t ms the next waits for t / PARTIAL_SHARE ms of new audio, so previews thin out when decodes slow down
 * (a busy machine) and the cores go to final transcripts.
 */
const PARTIAL_SHARE = 0.25;
/** Partials leave this many workers idle for final transcripts (a final never waits behind a partial). */
const PARTIAL_SPARE = 1;
/** No partials for this long after a piece had to wait for a worker: when the pool is contended, finals first. */
const PARTIAL_QUIET_MS = 1000;
/**
 * Decoding at a pause (before the utterance's end is certain) may wait behind this many pieces: when
 * several people stop at once their decodes start 200 ms sooner, and little is wasted when they go on.
 */
const EARLY_QUEUE = 2;

export interface MoonshineStt extends SpeechToText {
  /** Starts the worker threads and loads the model in each (the server calls it at start). */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export interface MoonshineSttOptions extends MoonshinePoolOptions {
  /** a pool to use instead of creating one (tests) */
  pool?: Pick<MoonshinePool, 'transcribe' | 'tryTranscribe' | 'start' | 'close'>;
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

/** The words of a decode, or why it failed: never rejects, so a dropped utterance cannot crash the server. */
const textOf = (job: Promise<TranscribeResult>): Promise<string | Error> =>
  job.then(
    (r) => words(r.text),
    (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
  );

function createStream(
  pool: NonNullable<MoonshineSttOptions['pool']>,
  onPartial?: (text: string) => void,
): SttStream {
  /** increases at every finish/close: results of an earlier utterance are ignored */
  let utterance = 0;
  let chunks: Int16Array[] = [];
  let samples = 0;
  let sincePartial = 0;
  /** new audio needed before the next partial */
  let partialStep = PARTIAL_STEP_SAMPLES;
  let partialBusy = false;
  /** each piece's final text, or why it failed */
  let pieces: Array<Promise<string | Error>> = [];
  /**
   * Where in the current piece the last pause was. The voice activity detector reports one pause at the
   * start of every silence that long, the utterance's trailing silence included: if the utterance ends
   * next, what came after the last pause is silence.
   */
  let pausedAt: number | undefined;
  /** the current piece up to its last pause, decoded at that pause: its final text if the utterance ends there */
  let speculative: { samples: number; text: Promise<string | Error> } | undefined;
  /** final texts of the pieces decoded so far (in order; undefined while one is pending) */
  let heard: Array<string | undefined> = [];
  let lastPartial = '';
  /** the piece of the last partial shown, and its text */
  let partialOf = 0;
  let partialText = '';
  let closed = false;

  /** Tells the text heard so far: final texts of the pieces before `at`, then `current` (piece `at`'s partial). */
  const emit = (current: string, at = heard.length) => {
    const pending = heard.indexOf(undefined);
    const done = heard.slice(0, Math.min(at, pending < 0 ? heard.length : pending));
    const text = [...done, current].filter(Boolean).join(' ');
    if (text && text !== lastPartial && !closed) {
      lastPartial = text;
      onPartial?.(text);
    }
  };

  /** Final text of a piece, or why it failed (never rejects: a dropped utterance must not crash). */
  const decode = (pcm: Int16Array) => textOf(pool.transcribe(pcm));

  /** Adds a piece of the utterance whose text is on its way; shows it once it is in. */
  function addPiece(text: Promise<string | Error>): void {
    const at = heard.length;
    const mine = utterance;
    heard.push(undefined);
    pieces.push(
      text.then((t) => {
        if (mine === utterance && typeof t === 'string') {
          heard[at] = t;
          emit(partialOf > at ? partialText : '', Math.max(partialOf, at + 1));
        }
        return t;
      }),
    );
  }

  /** Ends the current piece `keep` samples before its end (those start the next piece). */
  function cut(keep = 0): void {
    const all = concatPcm(chunks);
    const head = all.subarray(0, all.length - keep);
    chunks = keep ? [all.slice(all.length - keep)] : [];
    samples = keep;
    sincePartial = 0;
    pausedAt = speculative = undefined;
    if (head.length >= FRAME * 5) addPiece(decode(head.slice()));
  }

  /** Shows the text of piece `at` as a preview, unless its final text or a later preview is in. */
  function preview(text: string, at: number, mine: number): void {
    if (mine !== utterance || heard[at] !== undefined || at < partialOf) return;
    partialOf = at;
    partialText = text;
    emit(text, at);
  }

  /** Re-decodes the growing piece when PARTIAL_STEP_SAMPLES arrived since the last time and a worker is spare. */
  function maybePartial(): void {
    if (!onPartial || partialBusy || closed || sincePartial < partialStep) return;
    const mine = utterance;
    const at = heard.length; // the piece this audio belongs to, even if it is cut meanwhile
    const job = pool.tryTranscribe(() => concatPcm(chunks), {
      spare: PARTIAL_SPARE,
      quietMs: PARTIAL_QUIET_MS,
    });
    if (!job) return; // no spare worker: try again with the next chunk
    partialBusy = true;
    sincePartial = 0;
    job
      .then((r) => {
        partialStep = Math.max(PARTIAL_STEP_SAMPLES, Math.round((r.ms / PARTIAL_SHARE) * 16));
        preview(words(r.text), at, mine);
      })
      .catch(() => undefined) // a partial is a preview: the final decode reports failures
      .finally(() => {
        partialBusy = false;
        if (mine === utterance) maybePartial(); // audio that came in meanwhile (a burst) is heard too
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
      if (closed) return;
      if (samples >= MIN_PIECE_SAMPLES) {
        cut();
        pausedAt = 0;
      } else if (samples >= FRAME * 5) {
        pausedAt = samples;
        // decoded now, while the detector waits to see whether the utterance ends
        const job = pool.tryTranscribe(() => concatPcm(chunks), { queue: EARLY_QUEUE, beam: true });
        speculative = undefined;
        if (!job) return; // the pool is busy: the end of the utterance decodes it
        const text = textOf(job);
        const at = heard.length;
        const mine = utterance;
        void text.then((t) => typeof t === 'string' && preview(t, at, mine));
        speculative = { samples, text };
      }
    },
    async finish() {
      if (closed) throw new Error('stream is closed');
      const end = pausedAt ?? samples;
      if (speculative?.samples === end) addPiece(speculative.text);
      else cut(samples - end);
      const all = pieces;
      utterance++;
      chunks = [];
      samples = sincePartial = partialOf = 0;
      partialText = '';
      pausedAt = speculative = undefined;
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
