import { describe, expect, it, vi } from 'vitest';
import { pcm16ToBytes } from '../../../providers/speech/pcm.ts';
import type { SpeechToText } from '../../../providers/speech/speech-ports.ts';
import { createSpeechInput } from './speech-input.ts';

/** A recogniser the test drives: it reports partials on demand and finishes with `finalText`. */
function fakeStt() {
  const state = { finalText: '', written: 0, pauses: 0, partial: (_: string) => {} };
  const stt: SpeechToText = {
    name: 'fake',
    createStream(onPartial) {
      state.partial = (text) => onPartial?.(text);
      return {
        write: (pcm) => void (state.written += pcm.length),
        pause: () => void state.pauses++,
        finish: async () => state.finalText,
        close() {},
      };
    },
  };
  return { stt, state };
}

const loud = (ms: number) => pcm16ToBytes(new Int16Array(ms * 16).map((_, i) => (i % 2 ? 8000 : -8000)));
const quiet = (ms: number) => pcm16ToBytes(new Int16Array(ms * 16));
/** pushes in 20 ms chunks, as a browser sends them */
const push = (input: ReturnType<typeof createSpeechInput>, bytes: Buffer) => {
  for (let at = 0; at < bytes.length; at += 640) input.push(bytes.subarray(at, at + 640));
};

function setup() {
  const { stt, state } = fakeStt();
  const listener = { onSpeechStart: vi.fn(), onPartial: vi.fn(), onUtterance: vi.fn() };
  const input = createSpeechInput(stt, listener);
  const finishLast = () => (listener.onUtterance.mock.calls.at(-1)![0] as () => Promise<string>)();
  return { input, state, listener, finishLast };
}

describe('speech input (voice activity → recogniser → conversation)', () => {
  it('barges in when the recogniser first hears a word, once per utterance', () => {
    const { input, state, listener } = setup();
    push(input, loud(400));
    expect(listener.onSpeechStart).not.toHaveBeenCalled(); // sound, but no word yet
    expect(input.inSpeech).toBe(false);
    state.partial('how');
    state.partial('how many');
    expect(listener.onSpeechStart).toHaveBeenCalledTimes(1);
    expect(listener.onPartial).toHaveBeenLastCalledWith('how many');
    expect(input.inSpeech).toBe(true);
    push(input, quiet(500));
    expect(listener.onUtterance).toHaveBeenCalledTimes(1);
    expect(input.inSpeech).toBe(false);
  });

  it('a cough (sound the recogniser hears no words in) neither barges in nor makes a turn', async () => {
    const { input, state, listener, finishLast } = setup();
    push(input, concat(quiet(300), loud(300), quiet(500)));
    state.finalText = '';
    expect(await finishLast()).toBe('');
    expect(listener.onSpeechStart).not.toHaveBeenCalled();
  });

  it('a short word heard only in the final text barges in when that text arrives', async () => {
    const { input, state, listener, finishLast } = setup();
    push(input, concat(loud(200), quiet(500)));
    state.finalText = 'Yes.';
    expect(await finishLast()).toBe('Yes.');
    expect(listener.onSpeechStart).toHaveBeenCalledTimes(1);
  });

  it('passes pauses inside an utterance on to the recogniser, with the pre-roll before the speech', () => {
    const { input, state } = setup();
    push(input, concat(quiet(1000), loud(500), quiet(240), loud(500), quiet(500)));
    expect(state.pauses).toBe(2); // the one inside, and the start of the silence that ends the utterance
    // from 740 ms (300 ms before the chunk at 1040 ms in which speech was detected, its 3rd frame)
    // to 2640 ms (the end of the utterance, 400 ms after the speech)
    expect(state.written).toBe(16 * (2640 - 740));
  });
});

describe('the end of a turn from the words heard so far and the silence after them', () => {
  it('a pause after words that leave the thought open does not end the turn; up to 1.5 s does', () => {
    const { input, state, listener } = setup();
    push(input, loud(600));
    state.partial('so the package I would recommend for the two of you is');
    push(input, quiet(900));
    expect(listener.onUtterance).not.toHaveBeenCalled();
    push(input, loud(600));
    state.partial('so the package I would recommend for the two of you is the full day with the');
    push(input, quiet(1400));
    expect(listener.onUtterance).not.toHaveBeenCalled();
    push(input, quiet(120));
    expect(listener.onUtterance).toHaveBeenCalledTimes(1);
  });

  it('a finished thought ends the turn after 400 ms of silence', () => {
    const { input, state, listener } = setup();
    push(input, loud(600));
    state.partial('how many guests are you expecting?');
    push(input, quiet(380));
    expect(listener.onUtterance).not.toHaveBeenCalled();
    push(input, quiet(40));
    expect(listener.onUtterance).toHaveBeenCalledTimes(1);
  });

  it('words that finish the thought during the wait end the turn then', () => {
    const { input, state, listener } = setup();
    push(input, loud(600));
    state.partial('we could do it for');
    push(input, quiet(600));
    expect(listener.onUtterance).not.toHaveBeenCalled();
    state.partial('we could do it for you'); // the recogniser's late text
    push(input, quiet(20));
    expect(listener.onUtterance).toHaveBeenCalledTimes(1);
  });

  it('a final text that leaves the thought open holds the turn: speech within 1.5 s continues it', async () => {
    const { input, state, listener } = setup();
    push(input, loud(600));
    state.partial('for the two of you'); // the recogniser has not shown its last word yet
    push(input, quiet(420));
    expect(listener.onUtterance).toHaveBeenCalledTimes(1);
    state.finalText = 'For the two of you is.';
    const first = (listener.onUtterance.mock.calls[0]![0] as () => Promise<string>)();
    push(input, quiet(600));
    push(input, loud(600));
    expect(await first).toBe(''); // no turn of its own
    state.partial('the full day');
    expect(listener.onPartial).toHaveBeenLastCalledWith('For the two of you is the full day');
    push(input, quiet(420));
    state.finalText = 'The full day.';
    const second = (listener.onUtterance.mock.calls[1]![0] as () => Promise<string>)();
    expect(await second).toBe('For the two of you is The full day.');
  });

  it('a held turn ends when the silence reaches 1.5 s', async () => {
    const { input, state, finishLast } = setup();
    push(input, loud(600));
    push(input, quiet(420));
    state.finalText = 'and';
    const text = finishLast();
    let done = false;
    void text.then(() => (done = true));
    push(input, quiet(900));
    await Promise.resolve();
    expect(done).toBe(false);
    push(input, quiet(200));
    expect(await text).toBe('and');
  });

  it("a new utterance does not inherit the last one's open ending", () => {
    const { input, state, listener } = setup();
    push(input, loud(600));
    state.partial('and');
    push(input, quiet(1600));
    expect(listener.onUtterance).toHaveBeenCalledTimes(1);
    push(input, loud(600));
    push(input, quiet(420));
    expect(listener.onUtterance).toHaveBeenCalledTimes(2);
  });
});

function concat(...parts: Buffer[]): Buffer {
  return Buffer.concat(parts);
}
