import { bytesToPcm16 } from '../../../providers/speech/pcm.ts';
import type { SpeechToText } from '../../../providers/speech/speech-ports.ts';
import { createEnergyVad, createUtteranceDetector } from './vad.ts';

/** Audio kept from before speech was detected (~300 ms of 20 ms chunks), so first syllables are heard. */
const PRE_ROLL_CHUNKS = 15;
/** A silence this long inside an utterance (shorter than the 400 ms that ends it) lets the recogniser cut a piece. */
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
 * The salesperson's microphone: voice activity detection decides where utterances start and end,
 * and only speech (with a short pre-roll) goes to the recogniser.
 */
export function createSpeechInput(stt: SpeechToText, listener: SpeechInputListener): SpeechInput {
  const detector = createUtteranceDetector(createEnergyVad(), { pauseMs: PAUSE_MS });
  /** the utterance in progress (or the last one): were words heard in it, i.e. was onSpeechStart told */
  let utterance = { heardWords: false };
  const wordsHeard = (u = utterance) => {
    if (u.heardWords) return;
    u.heardWords = true;
    listener.onSpeechStart();
  };
  const stream = stt.createStream((text) => {
    if (text.trim()) wordsHeard();
    listener.onPartial(text);
  });
  let preRoll: Int16Array[] = [];
  return {
    get inSpeech() {
      return detector.inSpeech && utterance.heardWords;
    },
    push(bytes) {
      const pcm = bytesToPcm16(bytes);
      const events = detector.push(pcm);
      const started = events.some((e) => e.type === 'speech-start');
      const ended = events.some((e) => e.type === 'speech-end');
      if (detector.inSpeech || ended) {
        if (started) {
          utterance = { heardWords: false };
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
        // an utterance whose words came only with its final text (too short for a partial) barges in now
        const ending = utterance;
        listener.onUtterance(async () => {
          const text = await stream.finish();
          if (text.trim()) wordsHeard(ending);
          return text;
        });
      }
    },
    close() {
      stream.close();
    },
  };
}
