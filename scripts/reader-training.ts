/** Trains the reader's act classifier from labelled turns, and scores a reading against the labels. */
import { NeuralNetwork } from '../core/src/conversation/nlpjs.ts';
import { FEATURES_VERSION } from '../core/src/conversation/act-features.ts';
import type { ReaderModel } from '../core/src/conversation/act-classifier.ts';
import { corpusHash, turnExamples } from '../core/src/conversation/corpus-examples.ts';
import { ACT_KINDS, type ActKind, type LabelledTurn } from '../core/src/conversation/reading-types.ts';

/** Training settings: fixed, so the same corpus always gives the same model. */
const SETTINGS = { iterations: 600, learningRate: 0.2, errorThresh: 0.00005, log: false };

const round = (w: number): number => Math.round(w * 1e4) / 1e4;

export function trainModel(turns: readonly LabelledTurn[], texts: readonly string[]): ReaderModel {
  const examples = turns.flatMap(turnExamples);
  const net = new NeuralNetwork({ ...SETTINGS });
  net.train(examples);
  const json = net.toJSON();
  json.perceptrons = json.perceptrons.map((p) => p.map(round));
  return { corpusHash: corpusHash([FEATURES_VERSION, ...texts]), examples: examples.length, net: json };
}

export interface ActScore {
  tp: number;
  fp: number;
  fn: number;
}

/** Per-act counts over turns, each turn's acts compared as sets (an act said twice counts once). */
export function scoreActs(
  gold: readonly LabelledTurn[],
  read: (turn: LabelledTurn) => readonly ActKind[],
): Map<ActKind, ActScore> {
  const scores = new Map<ActKind, ActScore>(ACT_KINDS.map((k) => [k, { tp: 0, fp: 0, fn: 0 }]));
  for (const turn of gold) {
    const want = new Set(turn.acts);
    const got = new Set(read(turn));
    for (const k of ACT_KINDS) {
      const s = scores.get(k)!;
      if (got.has(k) && want.has(k)) s.tp++;
      else if (got.has(k)) s.fp++;
      else if (want.has(k)) s.fn++;
    }
  }
  return scores;
}

const pct = (n: number, d: number): string => (d === 0 ? '   -' : (n / d).toFixed(2).padStart(4));

export function printScores(title: string, scores: Map<ActKind, ActScore>, turns: number): void {
  console.info(`\n${title} (${turns} turns)`);
  console.info(`${'act'.padEnd(22)} ${'prec'.padStart(5)} ${'rec'.padStart(5)}   gold  read`);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [kind, s] of scores) {
    tp += s.tp;
    fp += s.fp;
    fn += s.fn;
    console.info(
      `${kind.padEnd(22)} ${pct(s.tp, s.tp + s.fp).padStart(5)} ${pct(s.tp, s.tp + s.fn).padStart(5)}` +
        `  ${String(s.tp + s.fn).padStart(5)} ${String(s.tp + s.fp).padStart(5)}`,
    );
  }
  console.info(`${'all acts'.padEnd(22)} ${pct(tp, tp + fp).padStart(5)} ${pct(tp, tp + fn).padStart(5)}`);
}
