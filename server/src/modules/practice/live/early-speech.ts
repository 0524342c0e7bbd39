import type { SpeechEngine } from '../../../providers/speech/speech-ports.ts';

/**
 * Sentences synthesised before their reply is final (an LLM wording as it streams): the reply's audio takes
 * each one it says as it was started; the rest are cancelled when the reply is spoken or dropped.
 */
export class EarlySpeech {
  private readonly started = new Map<string, Promise<Int16Array>>();
  private readonly controller = new AbortController();
  private readonly speech: SpeechEngine;
  private readonly owner: object;

  /** `owner`: the conversation whose turn the synthesis is queued as. */
  constructor(speech: SpeechEngine, owner: object) {
    this.speech = speech;
    this.owner = owner;
  }

  start(sentence: string): void {
    if (this.controller.signal.aborted || this.started.has(sentence)) return;
    const pcm = this.speech.tts.synthesize(sentence, { owner: this.owner, signal: this.controller.signal });
    pcm.catch(() => undefined); // a dropped wording's audio is never awaited
    this.started.set(sentence, pcm);
  }

  /** The audio of a sentence started earlier (each is taken once), or undefined. */
  take(sentence: string): Promise<Int16Array> | undefined {
    const pcm = this.started.get(sentence);
    this.started.delete(sentence);
    return pcm;
  }

  abort(): void {
    this.controller.abort();
    this.started.clear();
  }
}
