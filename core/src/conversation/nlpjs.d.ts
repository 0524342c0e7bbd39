/** The parts of NLP.js the reader uses (the packages ship no types). */
declare module '@nlpjs/neural' {
  export interface NeuralNetworkJson {
    settings: Record<string, unknown>;
    features: string[];
    intents: string[];
    perceptrons: number[][];
  }
  export interface TrainingExample {
    input: Record<string, number>;
    output: Record<string, number>;
  }
  export class NeuralNetwork {
    constructor(settings?: Record<string, unknown>);
    train(corpus: TrainingExample[]): { error: number; iterations: number };
    run(input: Record<string, number>): Record<string, number> | undefined;
    toJSON(): NeuralNetworkJson;
    fromJSON(json: NeuralNetworkJson): void;
  }
}

declare module '@nlpjs/lang-en-min' {
  export class StemmerEn {
    stemWord(word: string): string;
  }
}
