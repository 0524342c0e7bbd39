import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { DEFAULT_MOONSHINE_DIR } from './moonshine-files.ts';

/** Shape of Moonshine tiny's decoder cache: 6 layers, 8 heads of 36. */
const LAYERS = 6;
const HEADS = 8;
const HEAD_DIM = 36;
const START_TOKEN = 1;
const END_TOKEN = 2;
/** An utterance is empty only when "end" is the first token with at least this probability. */
const MIN_FIRST_END_PROBABILITY = 0.5;
/** Moonshine's own bound on output length: about 6 tokens per second of audio. */
const TOKENS_PER_SECOND = 6;
/** The model was trained on clips of up to ~30 s; longer input is cut by the caller (pieces). */
export const MAX_DECODE_SAMPLES = 30 * 16_000;
/** A token sequence repeated this many times in a row, over LOOP_SPAN tokens or more, is a decoding loop. */
const MAX_REPEATS = 3;
const LOOP_SPAN = 6;

/** What the model heard: token ids (text once decoded by `tokensToText`) and how sure it was. */
export interface Transcript {
  tokens: number[];
  /** mean natural log probability of the chosen tokens, end token included (0 = certain) */
  meanLogProb: number;
}

export interface MoonshineDecoder {
  /** 16 kHz mono samples in [-1, 1]. */
  transcribe(audio: Float32Array): Promise<Transcript>;
  release(): Promise<void>;
}

const cacheNames = (prefix: 'past_key_values' | 'present') =>
  Array.from({ length: LAYERS }, (_, layer) =>
    ['decoder', 'encoder'].flatMap((part) =>
      ['key', 'value'].map((kind) => ({ name: `${prefix}.${layer}.${part}.${kind}`, part })),
    ),
  ).flat();
const PAST = cacheNames('past_key_values');
const PRESENT = cacheNames('present');

/**
 * One Moonshine model: an encoder and a merged decoder session, greedy decoding with a key/value cache.
 * One intra-op thread: the server runs one decoder per core in worker threads instead.
 */
export async function loadMoonshine(modelDir = DEFAULT_MOONSHINE_DIR): Promise<MoonshineDecoder> {
  const options: ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  };
  const encoder = await ort.InferenceSession.create(join(modelDir, 'encoder_model.onnx'), options);
  const decoder = await ort.InferenceSession.create(join(modelDir, 'decoder_model_merged.onnx'), options);
  const empty = new ort.Tensor('float32', new Float32Array(0), [0, HEADS, 1, HEAD_DIM]);

  async function transcribe(audio: Float32Array): Promise<Transcript> {
    if (audio.length < 1_600) return { tokens: [], meanLogProb: 0 }; // under 100 ms: nothing to hear
    const input = audio.length > MAX_DECODE_SAMPLES ? audio.subarray(0, MAX_DECODE_SAMPLES) : audio;
    const { last_hidden_state: hidden } = await encoder.run({
      input_values: new ort.Tensor('float32', input, [1, input.length]),
    });
    const past: Record<string, ort.Tensor> = Object.fromEntries(PAST.map((p) => [p.name, empty]));
    const tokens: number[] = [];
    const maxTokens = Math.max(1, Math.ceil((input.length / 16_000) * TOKENS_PER_SECOND));
    let logProb = 0;
    let steps = 0;
    let previous = START_TOKEN;
    for (let step = 0; step < maxTokens; step++) {
      const out = await decoder.run({
        ...past,
        input_ids: new ort.Tensor('int64', BigInt64Array.of(BigInt(previous)), [1, 1]),
        encoder_hidden_states: hidden!,
        use_cache_branch: new ort.Tensor('bool', [step > 0], [1]),
      });
      const { token, logProb: p } = pickToken(out.logits!.data as Float32Array, step);
      logProb += p;
      steps++;
      // the encoder's part of the cache is computed once, on the first step; the decoder's grows
      PAST.forEach((k, i) => {
        if (step === 0 || k.part === 'decoder') past[k.name] = out[PRESENT[i]!.name]!;
      });
      if (token === END_TOKEN) break;
      tokens.push(token);
      previous = token;
      const loop = loopLength(tokens);
      if (loop) {
        tokens.length -= loop;
        break;
      }
    }
    hidden!.dispose();
    return { tokens, meanLogProb: steps ? logProb / steps : 0 };
  }

  return {
    transcribe,
    async release() {
      await encoder.release();
      await decoder.release();
    },
  };
}

/**
 * Greedy choice: the most likely token and its log probability (log-softmax of the logits). As the first
 * token, "end" (no words at all) is taken only when the model is more sure of it than of all words
 * together: on speech the tiny model sometimes ends at once with p ≈ 0.3–0.4 (two empty transcripts in
 * 30 espeak-ng sentences), while on silence, noise and music it ends with p > 0.95.
 */
function pickToken(logits: Float32Array, step: number): { token: number; logProb: number } {
  let best = 0;
  for (let i = 1; i < logits.length; i++) if (logits[i]! > logits[best]!) best = i;
  const max = logits[best]!;
  let sum = 0;
  for (let i = 0; i < logits.length; i++) sum += Math.exp(logits[i]! - max);
  const logSum = Math.log(sum);
  if (best === END_TOKEN && step === 0 && -logSum < Math.log(MIN_FIRST_END_PROBABILITY)) {
    let word = 0; // not END_TOKEN
    for (let i = 0; i < logits.length; i++) if (i !== END_TOKEN && logits[i]! > logits[word]!) word = i;
    return { token: word, logProb: logits[word]! - max - logSum };
  }
  return { token: best, logProb: -logSum };
}

/**
 * A decoding loop (what the model does on noise, or past the end of speech): the tail is one short token
 * sequence repeated at least MAX_REPEATS times over at least LOOP_SPAN tokens, so "000" in "4,000" is
 * not one. Returns how many tokens to drop (every copy but the first), or 0.
 */
function loopLength(tokens: number[]): number {
  for (let size = 1; size <= 8; size++) {
    const needed = Math.max(MAX_REPEATS, Math.ceil(LOOP_SPAN / size));
    if (size * needed > tokens.length) continue;
    let repeats = 1;
    const end = tokens.length;
    while (repeats < needed && sameRun(tokens, end - size, end - (repeats + 1) * size, size)) repeats++;
    if (repeats >= needed) return (repeats - 1) * size;
  }
  return 0;
}

function sameRun(tokens: number[], a: number, b: number, size: number): boolean {
  for (let i = 0; i < size; i++) if (tokens[a + i] !== tokens[b + i]) return false;
  return true;
}
