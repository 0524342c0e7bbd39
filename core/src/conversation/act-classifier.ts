/**
 * The act classifier: one perceptron per act (so a clause may carry two acts), trained with NLP.js's neural
 * network by `npm run train:reader` from the labelled corpus and stored compactly: weights that never move
 * a score are pruned, the rest kept as integers of `1 / scale`. A clause's score for an act is
 * `alpha × (bias + Σ weights of its features)`, or 0 when that sum is not positive, as NLP.js computes it.
 * Nothing is trained at run time, and NLP.js's network is not needed to read.
 */
import type { ActKind } from './reading-types.ts';

export interface ReaderModel {
  /** the corpus and feature version it was trained from (see corpus-examples.ts) */
  corpusHash: string;
  examples: number;
  /** the slope of NLP.js's leaky rectifier, which scales every score */
  alpha: number;
  /** a weight of `n` in `bias` and `weights` is `n / scale` */
  scale: number;
  /** the acts in the order the letters of `weights` name them: `a` the first, `b` the second … */
  intents: string[];
  bias: number[];
  /** each feature's weights that matter as letter-integer pairs: "d27f-5" is 27 for the 4th act, -5 for the 6th */
  weights: Record<string, string>;
}

export type ActScores = Partial<Record<ActKind, number>>;

const PAIR = /([a-z])(-?\d+)/g;

export class ActClassifier {
  private readonly intents: readonly ActKind[];
  private readonly bias: Float64Array;
  private readonly weights = new Map<string, Array<[number, number]>>();
  private readonly alpha: number;

  constructor(model: ReaderModel) {
    this.intents = model.intents as ActKind[];
    this.alpha = model.alpha;
    this.bias = Float64Array.from(model.bias, (b) => b / model.scale);
    for (const [feature, coded] of Object.entries(model.weights))
      this.weights.set(
        feature,
        [...coded.matchAll(PAIR)].map((m) => [m[1]!.charCodeAt(0) - 97, Number(m[2]) / model.scale]),
      );
  }

  /** Each act's score for a clause's features, about 0–1 (1 for a clause like those labelled with it). */
  scores(features: Record<string, number>): ActScores {
    const sums = Float64Array.from(this.bias);
    for (const [feature, value] of Object.entries(features)) {
      const row = this.weights.get(feature);
      if (row) for (const [i, w] of row) sums[i]! += value * w;
    }
    const scores: ActScores = {};
    this.intents.forEach((kind, i) => {
      scores[kind] = sums[i]! <= 0 ? 0 : this.alpha * sums[i]!;
    });
    return scores;
  }
}
