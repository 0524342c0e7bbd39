import {
  endOfTurnSilenceMs,
  isFinishedThought,
  OPEN_THOUGHT_SILENCE_MS,
} from '@ringready/core/voice/end-of-turn';
import { bytesToPcm16 } from '../../../providers/speech/pcm.ts';
import type { SpeechToText } from '../../../providers/speech/speech-ports.ts';
import { createEnergyVad, createUtteranceDetector } from './vad.ts';

/** Audio kept from before speech was detected (~300 ms of 20 ms chunks), so first syllables are heard. */
const PRE_ROLL_CHUNKS = 15;
/** A silence this long inside an utterance (shorter than any that ends it) lets the recogniser cut a piece. */
const PAUSE_MS = 200;

export interface SpeechInputListener {
  /**
   * the salesperson started speaking words (barge-in when the buyer is talking): told once per utterance,
   * when the recogniser first hears a word, so a cough, a breath or a knock does not interrupt the buyer
   */
  onSpeechStart(): void;
  /** what the recogniser has heard so far of the utterance in progress */
  onPartial(text: string): void;
  /** an utterance ended: `finish` resolves with its final text */
  onUtterance(finish: () => Promise<string>): void;
}

export interface SpeechInput {
  /** one chunk of 16 kHz mono PCM16 from the client */
  push(bytes: Buffer): void;
  /** the salesperson is speaking, and words were heard in this utterance */
  readonly inSpeech: boolean;
  close(): void;
}

/**
 * A held turn also ends when no audio arrives for this long beyond the silence it waits for (a client
 * that stopped sending, e.g. a muted microphone); a client that sends keeps the wait to the audio's time.
 */
const HOLD_BACKSTOP_MS = 3000;

/**
 * The salesperson's microphone: voice activity detection decides where utterances start, and only
 * speech (with a short pre-roll) goes to the recogniser. A turn ends after a silence whose length
 * depends on the words heard so far (core/src/voice/end-of-turn.ts): short after a finished thought,
 * up to 1.5 s after words that leave it open. The partial transcript decides first; when the final
 * text of an utterance ended after a short silence leaves the thought open after all (the recogniser
 * heard its last word late), the turn is held until the full wait has passed: speech within it
 * continues the same turn (the held utterance yields no text, its words begin the next one).
 */
export function createSpeechInput(stt: SpeechToText, listener: SpeechInputListener): SpeechInput {
  /** the utterance in progress (or the last one): were words heard in it, and what the recogniser heard so far */
  let utterance = { heardWords: false, text: '' };
  const detector = createUtteranceDetector(createEnergyVad(), {
    pauseMs: PAUSE_MS,
    silenceMs: () => endOfTurnSilenceMs(utterance.text),
  });
  const wordsHeard = (u = utterance) => {
    if (u.heardWords) return;
    u.heardWords = true;
    listener.onSpeechStart();
  };
  /** the words of a held utterance that the next one continues */
  let carried = '';
  const stream = stt.createStream((partial) => {
    if (partial.trim()) wordsHeard();
    const text = [carried, partial.trim()].filter(Boolean).join(' ');
    utterance.text = text;
    listener.onPartial(text);
  });
  let preRoll: Int16Array[] = [];
  /** utterances started so far */
  let started = 0;
  /** audio since the last utterance ended, ms, while no new one has started */
  let sinceEndMs = 0;
  /** held turns waiting to learn whether speech resumes: true if it did */
  let holds: Array<{ untilMs: number; settle(continued: boolean): void }> = [];
  const settleHolds = (continued: boolean, all = true) => {
    const due = holds.filter((h) => all || h.untilMs <= sinceEndMs);
    holds = holds.filter((h) => !due.includes(h));
    for (const h of due) h.settle(continued);
  };
  /** Waits until speech resumes (true) or `silenceMs` of silence followed the utterance `number` (false). */
  const hold = (number: number, silenceMs: number): Promise<boolean> => {
    if (started > number) return Promise.resolve(true);
    if (sinceEndMs >= silenceMs) return Promise.resolve(false);
    return new Promise((resolve) => {
      const backstop = setTimeout(() => settle(false), silenceMs - sinceEndMs + HOLD_BACKSTOP_MS);
      backstop.unref?.();
      const settle = (continued: boolean) => {
        clearTimeout(backstop);
        holds = holds.filter((h) => h.settle !== settle);
        resolve(continued);
      };
      holds.push({ untilMs: silenceMs, settle });
    });
  };
  return {
    get inSpeech() {
      return detector.inSpeech && utterance.heardWords;
    },
    push(bytes) {
      const pcm = bytesToPcm16(bytes);
      const events = detector.push(pcm);
      const starts = events.some((e) => e.type === 'speech-start');
      const ended = events.some((e) => e.type === 'speech-end');
      if (starts) {
        started++;
        sinceEndMs = 0;
        settleHolds(true);
      } else if (!detector.inSpeech && !ended) {
        sinceEndMs += (pcm.length / 16_000) * 1000;
        settleHolds(false, false);
      }
      if (detector.inSpeech || ended) {
        if (starts) {
          utterance = { heardWords: false, text: carried };
          for (const chunk of preRoll) stream.write(chunk);
          preRoll = [];
        }
        stream.write(pcm);
        if (events.some((e) => e.type === 'pause')) stream.pause?.();
      } else {
        preRoll.push(pcm);
        if (preRoll.length > PRE_ROLL_CHUNKS) preRoll.shift();
      }
      if (ended) {
        const ending = utterance;
        const number = started;
        const waitedMs = endOfTurnSilenceMs(ending.text);
        sinceEndMs = 0;
        listener.onUtterance(async () => {
          const own = await stream.finish();
          const text = [carried, own.trim()].filter(Boolean).join(' ');
          carried = '';
          // an utterance whose words came only with its final text (too short for a partial) barges in now
          if (own.trim()) wordsHeard(ending);
          const open = text && !isFinishedThought(text) && waitedMs < OPEN_THOUGHT_SILENCE_MS;
          if (open && (await hold(number, OPEN_THOUGHT_SILENCE_MS - waitedMs))) {
            carried = text.replace(/[.…]+$/, ''); // the recogniser's full stop: the sentence goes on
            return '';
          }
          return text;
        });
      }
    },
    close() {
      settleHolds(false);
      stream.close();
    },
  };
}
