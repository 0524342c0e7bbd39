/** Synthesises one sentence of a conversation's reply; aborting the signal drops it if still waiting. */
export type Synthesize = (sentence: string, signal: AbortSignal) => Promise<Int16Array>;

/**
 * Sentences synthesised before their reply is final (an LLM wording as it streams): the reply's audio takes
 * each one it says as it was started; the rest are cancelled when the reply is spoken or dropped.
 */
export class EarlySpeech {
  private readonly started = new Map<string, Promise<Int16Array>>();
  private readonly controller = new AbortController();
  private readonly synthesize: Synthesize;

  constructor(synthesize: Synthesize) {
    this.synthesize = synthesize;
  }

  start(sentence: string): void {
    if (this.controller.signal.aborted || this.started.has(sentence)) return;
    const pcm = this.synthesize(sentence, this.controller.signal);
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
