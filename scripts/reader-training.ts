/** Trains the reader's act classifier from labelled turns, and scores a reading against the labels. */
import { NeuralNetwork, type NeuralNetworkJson } from '../core/src/conversation/nlpjs-neural.ts';
import { FEATURES_VERSION } from '../core/src/conversation/act-features.ts';
import { ActClassifier, type ReaderModel } from '../core/src/conversation/act-classifier.ts';
import { readTurnWith } from '../core/src/conversation/read-turn.ts';
import { corpusHash, turnExamples } from '../core/src/conversation/corpus-examples.ts';
import { ACT_KINDS, type ActKind, type LabelledTurn } from '../core/src/conversation/reading-types.ts';

/** Training settings: fixed, so the same corpus always gives the same model. */
const SETTINGS = { iterations: 600, learningRate: 0.2, errorThresh: 0.00005, log: false };

/**
 * The stored model: each weight as an integer of 1/SCALE, and a feature's weight dropped when it is under
 * PRUNE (it moves a score by at most alpha × PRUNE), a feature with none left dropped altogether.
 */
const SCALE = Number(process.env.READER_SCALE ?? 10);
const PRUNE = Number(process.env.READER_PRUNE ?? 0.3);
/** NLP.js's default slope of its leaky rectifier (the trained network keeps it). */
const ALPHA = 0.07;

export function trainModel(turns: readonly LabelledTurn[], texts: readonly string[]): ReaderModel {
  const examples = turns.flatMap(turnExamples);
  const net = new NeuralNetwork({ ...SETTINGS });
  net.train(examples);
  return {
    corpusHash: corpusHash([FEATURES_VERSION, ...texts]),
    examples: examples.length,
    ...compact(net.toJSON()),
  };
}

function compact(
  json: NeuralNetworkJson,
): Pick<ReaderModel, 'alpha' | 'scale' | 'intents' | 'bias' | 'weights'> {
  const quantise = (w: number): number => Math.round(w * SCALE);
  const weights: Record<string, string> = {};
  json.features.forEach((feature, j) => {
    let coded = '';
    json.perceptrons.forEach((p, i) => {
      const w = p[j]!;
      if (Math.abs(w) >= PRUNE && quantise(w) !== 0) coded += `${String.fromCharCode(97 + i)}${quantise(w)}`;
    });
    if (coded) weights[feature] = coded;
  });
  const bias = json.perceptrons.map((p) => quantise(p[p.length - 1]!));
  return { alpha: ALPHA, scale: SCALE, intents: json.intents, bias, weights };
}

/** Each turn's acts as read by a model trained on the other folds (k-fold cross-validation, turn i in fold i mod k). */
export function crossValidate(turns: readonly LabelledTurn[], folds = 5): Map<LabelledTurn, ActKind[]> {
  const reads = new Map<LabelledTurn, ActKind[]>();
  for (let f = 0; f < folds; f++) {
    const classifier = new ActClassifier(
      trainModel(
        turns.filter((_, i) => i % folds !== f),
        [],
      ),
    );
    turns.forEach((t, i) => {
      if (i % folds === f)
        reads.set(
          t,
          readTurnWith(classifier, t.text, { previousBuyerText: t.previousBuyerText }).acts.map(
            (a) => a.kind,
          ),
        );
    });
  }
  return reads;
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
