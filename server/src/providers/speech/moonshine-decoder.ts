import { join } from 'node:path';
import ort from 'onnxruntime-node';
import {
  beamSearch,
  emptyCache,
  END_TOKEN,
  logNormaliser,
  loopLength,
  PAST,
  PRESENT,
  START_TOKEN,
  type BeamOptions,
  type Transcript,
} from './moonshine-beam.ts';
import { DEFAULT_MOONSHINE_DIR } from './moonshine-files.ts';

export type { Transcript } from './moonshine-beam.ts';

/** An utterance is empty only when "end" is the first token with at least this probability. */
const MIN_FIRST_END_PROBABILITY = 0.5;
/** Moonshine's own bound on output length: about 6 tokens per second of audio. */
const TOKENS_PER_SECOND = 6;
/** The model was trained on clips of up to ~30 s; longer input is cut by the caller (pieces). */
export const MAX_DECODE_SAMPLES = 30 * 16_000;

/**
 * Beam search only for unsure transcripts: 8 hypotheses, scored by log probability / tokens^0.5, for a
 * greedy mean log probability below −0.25. Width, penalty and threshold were chosen on the first half
 * of the eval sentences (the lowest threshold whose 10 dB SNR error stays within 0.5 points of the best
 * measured) and checked on the other half; clean flite speech is mostly above it (median −0.08).
 */
const BEAM: BeamOptions = { width: 8, lengthPenalty: 0.5 };
const UNSURE_BELOW = -0.25;

export interface MoonshineDecoder {
  /**
   * 16 kHz mono samples in [-1, 1]. With `beam: false` greedy's transcript stands even when unsure (the
   * caller has no time to spare for a second pass: a preview, or other pieces waiting).
   */
  transcribe(audio: Float32Array, options?: { beam?: boolean }): Promise<Transcript>;
  release(): Promise<void>;
}

/**
 * One Moonshine model: an encoder and a merged decoder session. Greedy decoding with a key/value cache;
 * a greedy transcript the model is unsure of is decoded again by beam search on the same encoding.
 * One intra-op thread: the server runs one decoder per core in worker threads instead.
 */
export async function loadMoonshine(modelDir = DEFAULT_MOONSHINE_DIR): Promise<MoonshineDecoder> {
  const sessionOptions: ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  };
  const encoder = await ort.InferenceSession.create(join(modelDir, 'encoder_model.onnx'), sessionOptions);
  const decoder = await ort.InferenceSession.create(
    join(modelDir, 'decoder_model_merged.onnx'),
    sessionOptions,
  );

  async function greedy(hidden: ort.Tensor, maxTokens: number): Promise<Transcript> {
    const past: Record<string, ort.Tensor> = Object.fromEntries(PAST.map((p) => [p.name, emptyCache(1)]));
    const tokens: number[] = [];
    let logProb = 0;
    let steps = 0;
    let previous = START_TOKEN;
    for (let step = 0; step < maxTokens; step++) {
      const out = await decoder.run({
        ...past,
        input_ids: new ort.Tensor('int64', BigInt64Array.of(BigInt(previous)), [1, 1]),
        encoder_hidden_states: hidden,
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
    return { tokens, meanLogProb: steps ? logProb / steps : 0 };
  }

  async function transcribe(audio: Float32Array, { beam = true } = {}): Promise<Transcript> {
    if (audio.length < 1_600) return { tokens: [], meanLogProb: 0 }; // under 100 ms: nothing to hear
    const input = audio.length > MAX_DECODE_SAMPLES ? audio.subarray(0, MAX_DECODE_SAMPLES) : audio;
    const { last_hidden_state: hidden } = await encoder.run({
      input_values: new ort.Tensor('float32', input, [1, input.length]),
    });
    const maxTokens = Math.max(1, Math.ceil((input.length / 16_000) * TOKENS_PER_SECOND));
    try {
      const first = await greedy(hidden!, maxTokens);
      // no words (the model was sure of "end" at once) or sure enough of them: greedy's answer stands
      if (!beam || !first.tokens.length || first.meanLogProb >= UNSURE_BELOW) return first;
      return await beamSearch(decoder, hidden!, maxTokens, BEAM);
    } finally {
      hidden!.dispose();
    }
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
  const logSum = logNormaliser(logits);
  if (best === END_TOKEN && step === 0 && logits[best]! - logSum < Math.log(MIN_FIRST_END_PROBABILITY)) {
    let word = 0; // not END_TOKEN
    for (let i = 0; i < logits.length; i++) if (i !== END_TOKEN && logits[i]! > logits[word]!) word = i;
    return { token: word, logProb: logits[word]! - logSum };
  }
  return { token: best, logProb: logits[best]! - logSum };
}
