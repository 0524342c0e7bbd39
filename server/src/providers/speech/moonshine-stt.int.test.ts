import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFliteTts, disposeFlite } from './flite-tts.ts';
import { loadMoonshine, type MoonshineDecoder } from './moonshine-decoder.ts';
import { checkMoonshine } from './moonshine-files.ts';
import { createMoonshinePool, type MoonshinePool } from './moonshine-pool.ts';
import { createMoonshineStt } from './moonshine-stt.ts';
import { tokensToText } from './moonshine-tokens.ts';
import { makeNonSpeechClips, soxAvailable } from './non-speech-clips.ts';
import { normalizeTranscript, wordErrorRate } from './word-error-rate.ts';

// CI installs the model (npm postinstall) and sox (.ci/run); elsewhere these tests skip without them.
const ci = Boolean(process.env.CI);
const modelMissing = checkMoonshine();

describe('checkMoonshine', () => {
  it('names the missing weights', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'rr-no-model-'));
    expect(checkMoonshine(empty)).toMatch(/encoder_model\.onnx, decoder_model_merged\.onnx/);
    rmSync(empty, { recursive: true });
  });
});

describe.skipIf(!!modelMissing && !ci)('Moonshine on worker threads', () => {
  const tts = createFliteTts({ voice: 'slt' });
  let pool: MoonshinePool;
  beforeAll(async () => {
    pool = createMoonshinePool({ size: 2 });
    await pool.start();
  });
  afterAll(async () => {
    await pool.close();
    disposeFlite();
  });

  it('transcribes a wedding question', async () => {
    const question = 'how many guests are you expecting at the wedding';
    const { text } = await pool.transcribe(await tts.synthesize(question));
    expect(normalizeTranscript(text)).toMatch(/guests.*wedding/);
    expect(wordErrorRate(question, normalizeTranscript(text))).toBeLessThan(0.2);
  });

  it('gives the same texts for pieces decoded at once on both workers as one by one', async () => {
    const lines = ['what date are you planning', 'who else is part of the decision', 'the price', 'yes'];
    const audio = await Promise.all(lines.map((l) => tts.synthesize(l)));
    const serial = [];
    for (const pcm of audio) serial.push(await pool.transcribe(pcm));
    const parallel = await Promise.all(audio.map((pcm) => pool.transcribe(pcm)));
    expect(parallel.filter((r) => r.beam)).toEqual([]); // four at once on two workers: greedy only
    // a piece decoded alone may have had a second, beam-search pass; where it did not, both agree
    const greedyAlone = serial.flatMap((r, i) => (r.beam ? [] : [[r.text, parallel[i]!.text]]));
    expect(greedyAlone.length).toBeGreaterThanOrEqual(2);
    for (const [alone, together] of greedyAlone) expect(together).toBe(alone);
  });

  it('starts work that may be wasted only within its limits', async () => {
    const pcm = await tts.synthesize('would you like to book a call next week');
    const busy = pool.transcribe(pcm); // queued: nothing else may start before it, nor wait behind it
    expect(pool.tryTranscribe(() => pcm)).toBeNull();
    await new Promise((r) => setTimeout(r, 50)); // one of two workers busy, the queue empty
    expect(pool.tryTranscribe(() => pcm, { spare: 1 })).toBeNull();
    const waiting = pool.tryTranscribe(() => pcm, { queue: 1 }); // the idle one takes it
    await busy;
    expect((await waiting)?.text).toMatch(/call next week/i);
    expect((await pool.tryTranscribe(() => pcm, { spare: 1 }))?.text).toMatch(/call next week/i);
  });

  it('replaces a worker that dies mid-decode: its piece is retried once, later pieces decode', async () => {
    const errors: Error[] = [];
    const fragile = createMoonshinePool({ size: 1, onError: (err) => errors.push(err) });
    try {
      await fragile.start();
      const pcm = await tts.synthesize('we can send you a proposal by friday');
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      /** crashes the worker once it is decoding (a replacement first loads the model), and waits for its death */
      const crashWhileDecoding = async () => {
        const died = errors.length + 1;
        for (let i = 0; i < 200 && !fragile.injectWorkerCrash(); i++) await sleep(20);
        for (let i = 0; i < 200 && errors.length < died; i++) await sleep(20);
      };

      const retried = fragile.transcribe(pcm);
      await sleep(30); // into the decoding steps
      expect(fragile.injectWorkerCrash()).toBe(true);
      expect((await retried).text).toMatch(/proposal by friday/i); // decoded again by the replacement
      expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/worker exited/)]);

      // a piece that kills the worker it is retried on fails instead of killing workers forever
      const doomed = fragile.transcribe(pcm).then(
        () => 'decoded',
        (err: Error) => err.message,
      );
      await crashWhileDecoding();
      await crashWhileDecoding();
      expect(await doomed).toMatch(/worker exited/);
      expect(errors).toHaveLength(3);

      expect(fragile.size).toBe(1);
      expect((await fragile.transcribe(pcm)).text).toMatch(/proposal by friday/i);
    } finally {
      await fragile.close();
    }
  });

  it('decodes an unsure piece again by beam search only while the pool is not contended', async () => {
    const clean = Float32Array.from(await tts.synthesize('would you like to book a call'), (v) => v / 32768);
    const noisy = Int16Array.from(withNoise(clean, 10), (v) => Math.max(-32768, Math.min(32767, v * 32768)));
    await new Promise((r) => setTimeout(r, 1100)); // no piece has waited for a worker lately
    expect((await pool.transcribe(noisy)).beam).toBe(true);
    // three at once on two workers: pieces wait, so each gets greedy's quicker answer
    const burst = await Promise.all([1, 2, 3].map(() => pool.transcribe(noisy)));
    expect(burst.map((r) => r.beam ?? false)).toEqual([false, false, false]);
  });

  it.skipIf(!soxAvailable() && !ci)(
    'hears no words in silence, breathing, music, noise or a cough',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'rr-clips-'));
      try {
        const clips = makeNonSpeechClips(dir);
        const heard = await Promise.all(
          [...clips].map(async ([name, pcm]) => [name, (await pool.transcribe(pcm)).text] as const),
        );
        expect(heard.filter(([, text]) => text)).toEqual([]);
        expect(heard.length).toBeGreaterThanOrEqual(10);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('decodes a long turn piece by piece while it is spoken, with partials on the way', async () => {
    const sentences = [
      'congratulations on your engagement how did you meet',
      'tell me about your budget for photography',
      'we can send you a proposal by friday',
    ];
    const pause = new Int16Array(0.3 * 16_000);
    const spoken = await Promise.all(sentences.map((s) => tts.synthesize(s)));
    const decoded: number[] = [];
    const spy = {
      ...pool,
      start: () => pool.start(),
      close: async () => undefined,
      transcribe: (pcm: Int16Array) => {
        decoded.push(pcm.length);
        return pool.transcribe(pcm);
      },
      tryTranscribe: (...args: Parameters<MoonshinePool['tryTranscribe']>) => pool.tryTranscribe(...args),
    };
    const partials: string[] = [];
    const stream = createMoonshineStt({ pool: spy }).createStream((t) => partials.push(t));
    // as the voice activity detector drives it: a pause at the start of each silence, the last one included
    for (const pcm of spoken) {
      for (let at = 0; at < pcm.length; at += 320) {
        stream.write(pcm.subarray(at, at + 320));
        await new Promise((r) => setTimeout(r, 10)); // twice real time: decodes run while it is spoken
      }
      stream.pause!();
      stream.write(pause);
    }
    const decodedWhileSpoken = decoded.length;
    const text = normalizeTranscript(await stream.finish());
    stream.close();
    expect(decodedWhileSpoken).toBeGreaterThanOrEqual(2);
    expect(decoded.length).toBe(decodedWhileSpoken); // the end needs no decode of its own
    expect(partials.length).toBeGreaterThan(0);
    expect(wordErrorRate(sentences.join(' '), text)).toBeLessThan(0.25);
  });
});

/** White noise from a fixed seed (a linear congruential generator), in [-1, 1]. */
function whiteNoise(length: number, seed = 7): Float32Array {
  let x = seed;
  return Float32Array.from({ length }, () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return (x / 2 ** 30 - 1) * 0.999;
  });
}

const power = (a: Float32Array) => a.reduce((s, v) => s + v * v, 0) / a.length;

/** The speech with white noise mixed in at `snrDb` dB signal-to-noise ratio. */
function withNoise(clean: Float32Array, snrDb: number): Float32Array {
  const noise = whiteNoise(clean.length);
  const gain = Math.sqrt(power(clean) / power(noise) / 10 ** (snrDb / 10));
  return clean.map((s, i) => s + gain * noise[i]!);
}

describe.skipIf(!!modelMissing && !ci)('Moonshine decoding: greedy, beam search when unsure', () => {
  const tts = createFliteTts({ voice: 'slt' });
  let model: MoonshineDecoder;
  beforeAll(async () => {
    model = await loadMoonshine();
  });
  afterAll(async () => {
    await model.release();
    disposeFlite();
  });
  const sentence = 'would you like to book a call next week';
  const speech = async () => Float32Array.from(await tts.synthesize(sentence), (s) => s / 32768);

  it('keeps the greedy transcript of clean speech (no beam search)', async () => {
    const t = await model.transcribe(await speech());
    expect(t.beam).toBeFalsy();
    expect(wordErrorRate(sentence, normalizeTranscript(tokensToText(t.tokens)))).toBeLessThan(0.2);
  });

  it('decodes speech in loud noise again by beam search, and still hears words', async () => {
    const noisy = withNoise(await speech(), 10);
    const t = await model.transcribe(noisy);
    expect(t.beam).toBe(true);
    expect(normalizeTranscript(tokensToText(t.tokens))).toMatch(/would you like/);
    expect((await model.transcribe(noisy, { beam: false })).beam).toBeFalsy();
  });

  it('hears no words in noise alone', async () => {
    const t = await model.transcribe(whiteNoise(2 * 16_000).map((s) => s * 0.1));
    expect(t.tokens).toEqual([]);
  });
});
