import ort from 'onnxruntime-node';

/** Shape of Moonshine tiny's decoder cache: 6 layers, 8 heads of 36. */
const LAYERS = 6;
const HEADS = 8;
const HEAD_DIM = 36;
export const START_TOKEN = 1;
export const END_TOKEN = 2;
/** A token sequence repeated this many times in a row, over LOOP_SPAN tokens or more, is a decoding loop. */
const MAX_REPEATS = 3;
const LOOP_SPAN = 6;

const cacheNames = (prefix: 'past_key_values' | 'present') =>
  Array.from({ length: LAYERS }, (_, layer) =>
    ['decoder', 'encoder'].flatMap((part) =>
      ['key', 'value'].map((kind) => ({ name: `${prefix}.${layer}.${part}.${kind}`, part })),
    ),
  ).flat();
export const PAST = cacheNames('past_key_values');
export const PRESENT = cacheNames('present');
export const emptyCache = (rows: number) =>
  new ort.Tensor('float32', new Float32Array(0), [rows, HEADS, 0, HEAD_DIM]);

/** What the model heard: token ids (text once decoded by `tokensToText`) and how sure it was. */
export interface Transcript {
  tokens: number[];
  /** mean natural log probability of the chosen tokens, end token included (0 = certain) */
  meanLogProb: number;
  /** true when greedy decoding was unsure and a beam search chose the tokens */
  beam?: boolean;
}

/** Natural log of the softmax normaliser of one row of logits: log p(token) = logit − this. */
export function logNormaliser(logits: Float32Array, from = 0, to = logits.length): number {
  let max = -Infinity;
  for (let i = from; i < to; i++) if (logits[i]! > max) max = logits[i]!;
  let sum = 0;
  for (let i = from; i < to; i++) sum += Math.exp(logits[i]! - max);
  return max + Math.log(sum);
}

/**
 * A decoding loop (what the model does on noise, or past the end of speech): the tail is one short token
 * sequence repeated at least MAX_REPEATS times over at least LOOP_SPAN tokens, so "000" in "4,000" is
 * not one. Returns how many tokens to drop (every copy but the first), or 0.
 */
export function loopLength(tokens: number[]): number {
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

export interface BeamOptions {
  /** hypotheses kept at each step */
  width: number;
  /** a hypothesis scores (sum of log probabilities) / (tokens, end included) ^ lengthPenalty */
  lengthPenalty: number;
}

interface Hypothesis {
  tokens: number[];
  /** sum of the log probabilities of its tokens */
  logProb: number;
  /** decoding steps scored (its tokens, plus the end token once finished) */
  steps: number;
}

/** The `width` largest entries of one logits row (token ids), best first, skipping `skip`. */
function topTokens(logits: Float32Array, from: number, size: number, width: number, skip = -1): number[] {
  const best: number[] = [];
  for (let i = 0; i < size; i++) {
    if (i === skip) continue;
    const v = logits[from + i]!;
    if (best.length === width && v <= logits[from + best[width - 1]!]!) continue;
    let at = best.length === width ? width - 1 : best.length;
    while (at > 0 && logits[from + best[at - 1]!]! < v) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = i;
    best.length = Math.min(best.length, width);
  }
  return best;
}

/** Rows `parents` of a [rows, heads, length, dim] cache tensor, as a new tensor (one row per parent). */
function gatherRows(tensor: ort.Tensor, parents: number[]): ort.Tensor {
  const [rows, heads, length, dim] = tensor.dims as number[];
  const data = tensor.data as Float32Array;
  const row = data.length / rows!;
  const out = new Float32Array(row * parents.length);
  parents.forEach((p, i) => out.set(data.subarray(p * row, (p + 1) * row), i * row));
  return new ort.Tensor('float32', out, [parents.length, heads!, length!, dim!]);
}

/**
 * Beam search over Moonshine's merged decoder, all hypotheses in one batched run per step. "End" is
 * not a first token here (the caller beams only audio greedy decoding found words in). A hypothesis
 * that ends, or falls into a token loop (cut as greedy cuts it), is finished; the search stops once
 * `width` hypotheses are finished or at `maxTokens`. The best finished one by length-normalised score
 * wins.
 */
export async function beamSearch(
  decoder: ort.InferenceSession,
  hidden: ort.Tensor,
  maxTokens: number,
  { width, lengthPenalty }: BeamOptions,
): Promise<Transcript> {
  const finished: Hypothesis[] = [];
  let alive: Hypothesis[] = [{ tokens: [], logProb: 0, steps: 0 }];
  let past: Record<string, ort.Tensor> = Object.fromEntries(PAST.map((p) => [p.name, emptyCache(1)]));
  const encoderCache: Record<string, ort.Tensor> = {};
  const [, frames, dim] = hidden.dims as number[];
  const hiddenRows = new Float32Array(width * frames! * dim!);
  for (let r = 0; r < width; r++) hiddenRows.set(hidden.data as Float32Array, r * frames! * dim!);
  for (let step = 0; step < maxTokens && alive.length; step++) {
    const rows = alive.length;
    const ids = BigInt64Array.from(alive, (h) => BigInt(h.tokens.at(-1) ?? START_TOKEN));
    const out = await decoder.run({
      ...past,
      input_ids: new ort.Tensor('int64', ids, [rows, 1]),
      encoder_hidden_states: new ort.Tensor('float32', hiddenRows.subarray(0, rows * frames! * dim!), [
        rows,
        frames!,
        dim!,
      ]),
      use_cache_branch: new ort.Tensor('bool', [step > 0], [1]),
    });
    const logits = out.logits!.data as Float32Array;
    const vocab = logits.length / rows;
    const candidates: { parent: number; token: number; logProb: number }[] = [];
    alive.forEach((h, row) => {
      const from = row * vocab;
      const norm = logNormaliser(logits, from, from + vocab);
      for (const token of topTokens(logits, from, vocab, width, step === 0 ? END_TOKEN : -1))
        candidates.push({ parent: row, token, logProb: h.logProb + logits[from + token]! - norm });
    });
    // the best `width` continuations stay alive; an end or a loop ranked above the last of them finishes
    candidates.sort((a, b) => b.logProb - a.logProb);
    const next: Hypothesis[] = [];
    const parents: number[] = [];
    for (const c of candidates) {
      if (next.length >= width) break;
      const h = alive[c.parent]!;
      const steps = h.steps + 1;
      if (c.token === END_TOKEN) {
        finished.push({ tokens: h.tokens, logProb: c.logProb, steps });
        continue;
      }
      const tokens = [...h.tokens, c.token];
      const loop = loopLength(tokens);
      if (loop) finished.push({ tokens: tokens.slice(0, -loop), logProb: c.logProb, steps });
      else {
        next.push({ tokens, logProb: c.logProb, steps });
        parents.push(c.parent);
      }
    }
    if (finished.length >= width) {
      alive = [];
      break;
    }
    if (step === 0)
      for (const [i, k] of PAST.entries())
        if (k.part === 'encoder')
          encoderCache[k.name] = gatherRows(out[PRESENT[i]!.name]!, Array(width).fill(0));
    const nextPast: Record<string, ort.Tensor> = {};
    for (const [i, k] of PAST.entries()) {
      if (k.part === 'decoder') nextPast[k.name] = gatherRows(out[PRESENT[i]!.name]!, parents);
      else {
        const full = encoderCache[k.name]!;
        const [, heads, length, d] = full.dims as number[];
        const row = heads! * length! * d!;
        nextPast[k.name] = new ort.Tensor(
          'float32',
          (full.data as Float32Array).subarray(0, row * parents.length),
          [parents.length, heads!, length!, d!],
        );
      }
    }
    past = nextPast;
    alive = next;
  }
  finished.push(...alive); // cut at maxTokens
  const score = (h: Hypothesis) => h.logProb / Math.max(1, h.steps) ** lengthPenalty;
  const best = finished.reduce((a, b) => (score(b) > score(a) ? b : a));
  return { tokens: best.tokens, meanLogProb: best.logProb / Math.max(1, best.steps), beam: true };
}
