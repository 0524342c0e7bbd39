import ort from 'onnxruntime-node';
import { describe, expect, it, vi } from 'vitest';
import { beamSearch, END_TOKEN, PRESENT, START_TOKEN } from './moonshine-beam.ts';
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

/**
 * A stand-in for Moonshine's decoder: the next token's probabilities depend only on the previous token
 * (`chain`), so the best whole sentence is known. Records the batch size of every run.
 */
function markovDecoder(chain: Record<number, Record<number, number>>, vocab = 8) {
  const batches: number[] = [];
  const session = {
    run: async (feeds: Record<string, ort.Tensor>) => {
      const ids = feeds.input_ids!.data as BigInt64Array;
      batches.push(ids.length);
      const logits = new Float32Array(ids.length * vocab).fill(-30);
      ids.forEach((id, row) => {
        for (const [token, p] of Object.entries(chain[Number(id)] ?? { [END_TOKEN]: 1 }))
          logits[row * vocab + Number(token)] = Math.log(p);
      });
      const cache = (rows: number) =>
        new ort.Tensor('float32', new Float32Array(rows * 8 * 36), [rows, 8, 1, 36]);
      return {
        logits: new ort.Tensor('float32', logits, [ids.length, 1, vocab]),
        ...Object.fromEntries(PRESENT.map((k) => [k.name, cache(ids.length)])),
      };
    },
  } as unknown as ort.InferenceSession;
  const hidden = new ort.Tensor('float32', new Float32Array(4 * 288), [1, 4, 288]);
  return { session, hidden, batches };
}

describe('Moonshine beam search (over a stand-in decoder)', () => {
  it('finds the likelier sentence greedy decoding misses, all hypotheses in one run per step', async () => {
    // greedy takes 3 (p 0.6), then can only end unsurely or wander; 4 (p 0.4) ends almost surely
    const { session, hidden, batches } = markovDecoder({
      [START_TOKEN]: { 3: 0.6, 4: 0.4 },
      3: { [END_TOKEN]: 0.2, 5: 0.4, 6: 0.4 },
      4: { [END_TOKEN]: 0.95, 5: 0.05 },
      5: { [END_TOKEN]: 0.3, 7: 0.7 },
      6: { [END_TOKEN]: 0.3, 7: 0.7 },
      7: { [END_TOKEN]: 0.5, 0: 0.5 },
    });
    const best = await beamSearch(session, hidden, 10, { width: 3, lengthPenalty: 1 });
    expect(best.tokens).toEqual([4]);
    expect(best.meanLogProb).toBeCloseTo((Math.log(0.4) + Math.log(0.95)) / 2, 4);
    expect(best.beam).toBe(true);
    expect(batches[0]).toBe(1); // the start token once, then one row per live hypothesis
    expect(Math.max(...batches.slice(1))).toBe(3);
  });

  it('never ends on the first token, and cuts a token loop as greedy decoding does', async () => {
    const { session, hidden } = markovDecoder({
      [START_TOKEN]: { [END_TOKEN]: 0.9, 3: 0.1 },
      3: { 3: 0.99, [END_TOKEN]: 0.01 },
    });
    const best = await beamSearch(session, hidden, 20, { width: 2, lengthPenalty: 1 });
    expect(best.tokens).toEqual([3]); // "3 3 3 3 3 3" is a loop: every copy but the first dropped
  });
});
