/**
 * The act classifier: an NLP.js neural network (one perceptron per act, so a clause may carry two acts)
 * trained by `npm run train:reader` from the labelled corpus and loaded from its JSON at import. Nothing is
 * trained at run time.
 */
import { NeuralNetwork, type NeuralNetworkJson } from './nlpjs.ts';
import type { ActKind } from './reading-types.ts';

export interface ReaderModel {
  /** the corpus and feature version it was trained from (see corpus-examples.ts) */
  corpusHash: string;
  examples: number;
  net: NeuralNetworkJson;
}

export type ActScores = Partial<Record<ActKind, number>>;

export class ActClassifier {
  private readonly net = new NeuralNetwork();

  constructor(model: ReaderModel) {
    this.net.fromJSON(model.net);
  }

  /** Each act's score for a clause's features, about 0–1 (1 for a clause like those labelled with it). */
  scores(features: Record<string, number>): ActScores {
    return { ...(this.net.run(features) ?? {}) } as ActScores;
  }
}
