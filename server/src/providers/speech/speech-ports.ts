/**
 * Ports of the voice engine. Audio everywhere is 16 kHz mono PCM16 (Int16Array), which is what the
 * ElevenLabs-style websocket carries (`pcm_16000`).
 */
export const SPEECH_SAMPLE_RATE = 16_000;

/**
 * One utterance at a time: write chunks as they arrive, finish to get the final text
 * (partials go to `createStream`'s listener).
 */
export interface SttStream {
  /** Feeds 16 kHz mono PCM16 samples (any chunk length). Never blocks on recognition. */
  write(pcm: Int16Array): void;
  /**
   * The start of a short silence (optional; streaming engines ignore it). Callers that use it report one
   * at the start of every silence of that length, the one that ends the utterance included, so that
   * when `finish` follows, the audio after the last pause is silence: an engine that decodes in pieces
   * may end a piece here, or start decoding the utterance before its end is certain.
   */
  pause?(): void;
  /** Final text of the utterance. Afterwards the stream is ready for the next utterance. */
  finish(): Promise<string>;
  /** Drops any utterance in progress and releases resources. */
  close(): void;
}

/** Port: speech to text. */
export interface SpeechToText {
  readonly name: string;
  /** `onPartial` hears the hypothesis of the utterance in progress whenever it changes (engines that have one). */
  createStream(onPartial?: (text: string) => void): SttStream;
}

/**
 * How a speaker sounds (a persona's voice). Each engine uses the parts it can: the offline engine its
 * voice, pitch, pace and pauses; a cloud engine its own voice name and pace.
 */
export interface SpeechVoice {
  /** the offline engine's voice (flite: slt, rms, awb, kal16) */
  offline?: string;
  /** median pitch of a statement, Hz */
  pitchHz?: number;
  /** how far the pitch moves around it (one standard deviation), Hz */
  pitchRangeHz?: number;
  /** pace: 1 is the engine's own, above 1 faster */
  rate?: number;
  /** silence after each sentence, ms */
  pauseMs?: number;
  /** the voice name on an OpenAI-compatible `/audio/speech` */
  openai?: string;
}

/** Who a sentence is for, whether it is still wanted (engines that queue sentences use both), and its voice. */
export interface SynthesisOptions {
  /** the speaker's voice; the engine's configured voice when omitted */
  voice?: SpeechVoice;
  /** the conversation it belongs to: an engine with a queue serves waiting sentences owner by owner */
  owner?: object;
  /** aborted when the sentence is no longer wanted (a newer reply, a barge-in): it is dropped if still waiting */
  signal?: AbortSignal;
}

/** Port: text to speech. Output is always 16 kHz mono PCM16. */
export interface TextToSpeech {
  readonly name: string;
  readonly sampleRate: 16000;
  synthesize(text: string, options?: SynthesisOptions): Promise<Int16Array>;
}

export interface SpeechEngine {
  stt: SpeechToText;
  tts: TextToSpeech;
  /** Creates decoders and speech processes ahead of the first caller (optional; otherwise lazy). */
  warmUp(): Promise<void>;
  /** Frees native decoders and temp files. */
  close(): Promise<void>;
}
