/**
 * `npm run train:reader`: trains the conversation reader's act classifier from core/corpus/reader/train-*.jsonl
 * and writes it to core/src/conversation/reader-model.json. Deterministic: the same corpus gives the same file.
 * `-- --cv` also prints 5-fold cross-validated precision and recall on the training corpus (never held-out).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LabelledTurn } from '../core/src/conversation/reading-types.ts';
import { readTrain, trainTexts } from './reader-corpus.ts';
import { crossValidate, printScores, scoreActs, trainModel } from './reader-training.ts';

const MODEL_PATH = join(import.meta.dirname, '../core/src/conversation/reader-model.json');

const turns = readTrain();
const started = performance.now();
const model = trainModel(turns, trainTexts());
writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
console.info(
  `trained on ${turns.length} turns (${model.examples} examples) in ${Math.round(performance.now() - started)} ms` +
    ` → ${MODEL_PATH} (${Math.round(JSON.stringify(model).length / 1024)} KB)`,
);

if (process.argv.includes('--cv')) {
  const reads = crossValidate(turns);
  const read = (t: LabelledTurn) => reads.get(t)!;
  printScores('5-fold cross-validation on the training corpus', scoreActs(turns, read), turns.length);
  if (process.argv.includes('--errors'))
    for (const t of turns) {
      const got = [...new Set(read(t))].sort().join(',');
      const want = [...new Set(t.acts)].sort().join(',');
      if (got !== want) console.info(`want [${want}] got [${got}]  ${t.text}`);
    }
}
