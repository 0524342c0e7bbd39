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

function concat(...parts: Buffer[]): Buffer {
  return Buffer.concat(parts);
}
