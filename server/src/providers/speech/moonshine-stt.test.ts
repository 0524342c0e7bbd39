import { describe, expect, it, vi } from 'vitest';
import type { TranscribeResult } from './moonshine-pool.ts';
import {
  createMoonshineStt,
  MAX_PIECE_SAMPLES,
  MIN_PIECE_SAMPLES,
  PARTIAL_STEP_SAMPLES,
} from './moonshine-stt.ts';

interface Call {
  pcm: Int16Array;
  partial: boolean;
  answer(text: string): void;
  fail(err: Error): void;
}

/** A pool whose decodes the test answers by hand; the "text" of a piece is its length in samples. */
function fakePool(options: { idle?: boolean } = {}) {
  const calls: Call[] = [];
  const decode = (pcm: Int16Array, partial: boolean) =>
    new Promise<TranscribeResult>((resolve, reject) =>
      calls.push({
        pcm,
        partial,
        answer: (text) => resolve({ text, tokens: [], meanLogProb: 0, ms: 1 }),
        fail: reject,
      }),
    );
  return {
    calls,
    finals: () => calls.filter((c) => !c.partial),
    partials: () => calls.filter((c) => c.partial),
    pool: {
      start: async () => undefined,
      close: async () => undefined,
      transcribe: (pcm: Int16Array) => decode(pcm, false),
      // keeping a worker spare: a partial; else a decode that may become final (at a pause)
      tryTranscribe: (pcm: () => Int16Array, limits: { spare?: number } = {}) =>
        options.idle === false ? null : decode(pcm(), (limits.spare ?? 0) > 0),
    },
  };
}

const tone = (samples: number, level = 8000) =>
  new Int16Array(samples).map((_, i) => (i % 2 ? level : -level));
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('Moonshine stream (pieces and partials over a fake pool)', () => {
  it('decodes a piece at a pause while the person keeps talking, and joins the pieces in order', async () => {
    const f = fakePool({ idle: false });
    const stream = createMoonshineStt({ pool: f.pool }).createStream();
    stream.write(tone(MIN_PIECE_SAMPLES));
    stream.pause!();
    expect(f.finals()).toHaveLength(1); // the first piece is on its way before the utterance ends
    expect(f.finals()[0]!.pcm.length).toBe(MIN_PIECE_SAMPLES);
    stream.write(tone(16_000));
    stream.pause!(); // the silence that ends the utterance begins
    stream.write(new Int16Array(3_200));
    const text = stream.finish();
    expect(f.finals()).toHaveLength(2);
    expect(f.finals()[1]!.pcm.length).toBe(16_000); // decoded at the pause, without the silence after it
    f.finals()[1]!.answer('are you expecting?'); // the later piece may finish first
    f.finals()[0]!.answer('How many guests');
    expect(await text).toBe('How many guests are you expecting?');
  });

  it('decodes a shorter piece at a pause on an idle worker, and uses that when the utterance ends there', async () => {
    const f = fakePool();
    const stream = createMoonshineStt({ pool: f.pool }).createStream();
    stream.write(tone(16_000));
    stream.pause!();
    expect(f.finals()).toHaveLength(1);
    stream.write(new Int16Array(3_200));
    const text = stream.finish();
    expect(f.finals()).toHaveLength(1); // nothing decoded twice
    f.finals()[0]!.answer('Hello there.');
    expect(await text).toBe('Hello there.');

    // speech again after a pause: that decode was a preview, and the piece is decoded again at the next
    stream.write(tone(16_000));
    stream.pause!();
    stream.write(tone(8_000));
    stream.pause!();
    stream.write(new Int16Array(3_200));
    const second = stream.finish();
    expect(f.finals()).toHaveLength(3);
    expect(f.finals()[2]!.pcm.length).toBe(24_000);
    f.finals()[1]!.answer('Hello');
    f.finals()[2]!.answer('Hello again.');
    expect(await second).toBe('Hello again.');
  });

  it('cuts a piece with no pause at its quietest moment before MAX_PIECE_SAMPLES', () => {
    const f = fakePool({ idle: false });
    const stream = createMoonshineStt({ pool: f.pool }).createStream();
    const quietAt = MAX_PIECE_SAMPLES - 6_400; // a quiet 20 ms frame 400 ms before the limit
    stream.write(tone(quietAt - 320));
    stream.write(new Int16Array(320));
    stream.write(tone(MAX_PIECE_SAMPLES - quietAt));
    expect(f.finals()).toHaveLength(1);
    expect(f.finals()[0]!.pcm.length).toBe(quietAt);
    stream.close();
  });

  it('sends partial decodes of the growing piece, prefixed by the pieces already heard', async () => {
    const f = fakePool();
    const partials: string[] = [];
    const stream = createMoonshineStt({ pool: f.pool }).createStream((t) => partials.push(t));
    stream.write(tone(PARTIAL_STEP_SAMPLES));
    expect(f.partials()).toHaveLength(1);
    stream.write(tone(PARTIAL_STEP_SAMPLES)); // no second partial while one is being decoded…
    expect(f.partials()).toHaveLength(1);
    f.partials()[0]!.answer('How many');
    await settle();
    expect(partials).toEqual(['How many']);
    expect(f.partials()).toHaveLength(2); // …but as soon as it is done, with the audio that came meanwhile
    expect(f.partials()[1]!.pcm.length).toBe(2 * PARTIAL_STEP_SAMPLES);
    f.partials()[1]!.answer('How many guests');
    await settle();
    stream.write(tone(MIN_PIECE_SAMPLES));
    stream.pause!();
    f.partials()[2]!.answer('How many guests are');
    await settle();
    f.finals()[0]!.answer('How many guests,');
    await settle();
    stream.write(tone(PARTIAL_STEP_SAMPLES));
    f.partials()[3]!.answer('are you');
    await settle();
    expect(partials).toEqual([
      'How many',
      'How many guests',
      'How many guests are',
      'How many guests,',
      'How many guests, are you',
    ]);
    stream.close();
  });

  it('shows a partial of a piece cut meanwhile until its final text is in; texts without words are none', async () => {
    const f = fakePool();
    const partials: string[] = [];
    const stream = createMoonshineStt({ pool: f.pool }).createStream((t) => partials.push(t));
    stream.write(tone(MIN_PIECE_SAMPLES));
    stream.pause!();
    f.partials()[0]!.answer('How many');
    await settle();
    f.finals()[0]!.answer('How many guests?');
    await settle();
    stream.write(tone(MIN_PIECE_SAMPLES));
    stream.pause!();
    f.finals()[1]!.answer('...');
    await settle();
    f.partials()[1]!.answer('too late');
    await settle();
    expect(partials).toEqual(['How many', 'How many guests?']);
    expect(await stream.finish()).toBe('How many guests?');
  });

  it('reports a failed decode from finish, and drops a closed utterance without an unhandled rejection', async () => {
    const f = fakePool({ idle: false });
    const stream = createMoonshineStt({ pool: f.pool }).createStream();
    stream.write(tone(16_000));
    const text = stream.finish();
    f.finals()[0]!.fail(new Error('worker died'));
    await expect(text).rejects.toThrow('worker died');

    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    stream.write(tone(MIN_PIECE_SAMPLES));
    stream.pause!();
    stream.close();
    f.finals()[1]!.fail(new Error('pool closed'));
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(() => stream.write(tone(320))).toThrow('closed');
  });
});
