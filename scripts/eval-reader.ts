/**
 * `npm run eval:reader`: per-act precision and recall of the conversation reader on each held-out file
 * (core/corpus/reader/held-out*.jsonl, each by its own author, never used for training or tuning) and,
 * separately, on the training corpus; `-- --cv` adds 5-fold cross-validation on the training corpus, and
 * `-- --errors` lists the training turns read wrong. Exits non-zero only on a crash: the numbers are for
 * people to read.
 */
import { relative } from 'node:path';
import { readTurn } from '../core/src/conversation/read-turn.ts';
import type { LabelledTurn } from '../core/src/conversation/reading-types.ts';
import { CORPUS_DIR, readHeldOut, readTrain } from './reader-corpus.ts';
import { crossValidate, printScores, scoreActs } from './reader-training.ts';

const read = (t: LabelledTurn) =>
  readTurn(t.text, { previousBuyerText: t.previousBuyerText, trade: t.trade }).acts.map((a) => a.kind);

const heldOut = readHeldOut();
if (heldOut.length === 0) console.info(`no held-out corpus yet in ${CORPUS_DIR}: training corpus only`);
for (const { path, turns } of heldOut)
  printScores(`held-out: ${relative(process.cwd(), path)}`, scoreActs(turns, read), turns.length);
const train = readTrain();
printScores('training corpus (the classifier was trained on it)', scoreActs(train, read), train.length);
if (process.argv.includes('--cv')) {
  const reads = crossValidate(train);
  printScores(
    '5-fold cross-validation on the training corpus',
    scoreActs(train, (t) => reads.get(t)!),
    train.length,
  );
}
if (process.argv.includes('--errors'))
  for (const t of train) {
    const got = [...new Set(read(t))].sort().join(',');
    const want = [...new Set(t.acts)].sort().join(',');
    if (got !== want) console.info(`want [${want}] got [${got}]  ${t.text}`);
  }
