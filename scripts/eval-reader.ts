/**
 * `npm run eval:reader`: per-act precision and recall of the conversation reader on the held-out corpus
 * (core/corpus/reader/held-out.jsonl, never used for training or tuning) and, separately, on the training
 * corpus. Exits non-zero only on a crash: the numbers are for people to read.
 */
import { readTurn } from '../core/src/conversation/read-turn.ts';
import type { LabelledTurn } from '../core/src/conversation/reading-types.ts';
import { HELD_OUT, readHeldOut, readTrain } from './reader-corpus.ts';
import { printScores, scoreActs } from './reader-training.ts';

const read = (t: LabelledTurn) =>
  readTurn(t.text, { previousBuyerText: t.previousBuyerText, trade: t.trade }).acts.map((a) => a.kind);

const heldOut = readHeldOut();
if (heldOut) printScores(`held-out: ${HELD_OUT}`, scoreActs(heldOut, read), heldOut.length);
else console.info(`no held-out corpus yet (${HELD_OUT}): training corpus only`);
const train = readTrain();
printScores('training corpus (the classifier was trained on it)', scoreActs(train, read), train.length);
if (process.argv.includes('--errors'))
  for (const t of train) {
    const got = [...new Set(read(t))].sort().join(',');
    const want = [...new Set(t.acts)].sort().join(',');
    if (got !== want) console.info(`want [${want}] got [${got}]  ${t.text}`);
  }
