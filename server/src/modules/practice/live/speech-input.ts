import { bytesToPcm16 } from '../../../providers/speech/pcm.ts';
import type { SpeechToText } from '../../../providers/speech/speech-ports.ts';
import { createEnergyVad, createUtteranceDetector } from './vad.ts';

/** Audio kept from before speech was detected (~300 ms of 20 ms chunks), so first syllables are heard. */
const PRE_ROLL_CHUNKS = 15;

export interface SpeechInputListener {
  /** the salesperson started speaking (barge-in when the buyer is talking) */
  onSpeechStart(): void;
  /** what the recogniser has heard so far of the utterance in progress */
  onPartial(text: string): void;
  /** an utterance ended: `finish` resolves with its final text */
  onUtterance(finish: () => Promise<string>): void;
}

export interface SpeechInput {
  /** one chunk of 16 kHz mono PCM16 from the client */
  push(bytes: Buffer): void;
  readonly inSpeech: boolean;
  close(): void;
}

/**
 * The salesperson's microphone: voice activity detection decides where utterances start and end,
 * and only speech (with a short pre-roll) goes to the recogniser.
 */
export function createSpeechInput(stt: SpeechToText, listener: SpeechInputListener): SpeechInput {
  const detector = createUtteranceDetector(createEnergyVad());
  const stream = stt.createStream((text) => listener.onPartial(text));
  let preRoll: Int16Array[] = [];
  return {
    get inSpeech() {
      return detector.inSpeech;
    },
    push(bytes) {
      const pcm = bytesToPcm16(bytes);
      const events = detector.push(pcm);
      const started = events.some((e) => e.type === 'speech-start');
      const ended = events.some((e) => e.type === 'speech-end');
      if (detector.inSpeech || ended) {
        if (started) {
          listener.onSpeechStart();
          for (const chunk of preRoll) stream.write(chunk);
          preRoll = [];
        }
        stream.write(pcm);
      } else {
        preRoll.push(pcm);
        if (preRoll.length > PRE_ROLL_CHUNKS) preRoll.shift();
      }
      if (ended) listener.onUtterance(() => stream.finish());
    },
    close() {
      stream.close();
    },
  };
}
