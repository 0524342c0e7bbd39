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
      transcribeIfIdle: (pcm: Int16Array) =>
        options.idle === false ? Promise.resolve(null) : decode(pcm, true),
    },
  };
}

const tone = (samples: number, level = 8000) => new Int16Array(samples).map((_, i) => (i % 2 ? level : -level));
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
    const text = stream.finish();
    expect(f.finals()).toHaveLength(2);
    f.finals()[1]!.answer('are you expecting?'); // the later piece may finish first
    f.finals()[0]!.answer('How many guests');
    expect(await text).toBe('How many guests are you expecting?');
  });

  it('keeps a piece whole at a pause before it holds MIN_PIECE_SAMPLES', async () => {
    const f = fakePool({ idle: false });
    const stream = createMoonshineStt({ pool: f.pool }).createStream();
    stream.write(tone(MIN_PIECE_SAMPLES - 320));
    stream.pause!();
    expect(f.finals()).toHaveLength(0);
    const text = stream.finish();
    f.finals()[0]!.answer('Hello there.');
    expect(await text).toBe('Hello there.');
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
    stream.write(tone(PARTIAL_STEP_SAMPLES)); // no second partial while one is being decoded
    expect(f.partials()).toHaveLength(1);
    f.partials()[0]!.answer('How many');
    await settle();
    expect(partials).toEqual(['How many']);
    stream.write(tone(MIN_PIECE_SAMPLES));
    f.partials()[1]!.answer('How many guests');
    await settle();
    stream.pause!();
    f.finals()[0]!.answer('How many guests,');
    await settle();
    stream.write(tone(PARTIAL_STEP_SAMPLES));
    f.partials()[2]!.answer('are you');
    await settle();
    expect(partials).toEqual(['How many', 'How many guests', 'How many guests,', 'How many guests, are you']);
    stream.close();
  });

  it('drops a partial of a piece that was cut meanwhile, and texts without words', async () => {
    const f = fakePool();
    const partials: string[] = [];
    const stream = createMoonshineStt({ pool: f.pool }).createStream((t) => partials.push(t));
    stream.write(tone(MIN_PIECE_SAMPLES));
    stream.pause!();
    f.partials()[0]!.answer('stale');
    f.finals()[0]!.answer('...');
    await settle();
    expect(partials).toEqual([]);
    const text = stream.finish();
    expect(await text).toBe('');
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
