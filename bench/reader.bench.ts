import { classifyTurn } from '@ringready/core/buyer-engine/classify-turn';
import { readTurn } from '@ringready/core/conversation/read-turn';
import { readTrain } from '../scripts/reader-corpus.ts';
import { printTable, summarize } from './lib/measure.ts';

const PASSES = 5;

/**
 * The conversation reader per salesperson turn over the training corpus, against the word-family turn
 * classifier it supersedes (classifyTurn) on the same turns, timed turn by turn in alternation so the
 * machine's load hits both alike. Each turn's time is its median over the passes (a turn is slow when it
 * is slow every time, not when the machine was busy once); every single reading is shown too.
 */
export async function benchReader(): Promise<void> {
  const turns = readTrain().map((t) => ({
    text: t.text,
    context: { previousBuyerText: t.previousBuyerText },
  }));
  // one warm-up pass: the JIT, chrono's parsers and the stemmer's cache
  for (const t of turns) {
    readTurn(t.text, t.context);
    classifyTurn(t.text, t.context);
  }
  const old = turns.map((): number[] => []);
  const reader = turns.map((): number[] => []);
  for (let p = 0; p < PASSES; p++)
    turns.forEach((t, i) => {
      const first = (i + p) % 2 === 0;
      if (first) timeInto(reader[i]!, () => readTurn(t.text, t.context));
      timeInto(old[i]!, () => classifyTurn(t.text, t.context));
      if (!first) timeInto(reader[i]!, () => readTurn(t.text, t.context));
    });
  printTable(
    `Reading a salesperson turn (${turns.length} corpus turns, each the median of ${PASSES} readings)`,
    summarize('classifyTurn, word families (baseline)', old.map(median)),
    [summarize('readTurn', reader.map(median))],
  );
  printTable(
    `Every reading (${turns.length * PASSES} each, machine load included)`,
    summarize('classifyTurn (baseline)', old.flat()),
    [summarize('readTurn', reader.flat())],
  );
  const long = 'We have the barn at 28,400, or the pavilion, so what date are you thinking? '.repeat(30);
  const longOld: number[] = [];
  const longRead: number[] = [];
  for (let i = 0; i < 50; i++) {
    timeInto(longOld, () => classifyTurn(long));
    timeInto(longRead, () => readTurn(long));
  }
  printTable(`A ${long.length}-character turn`, summarize('classifyTurn (baseline)', longOld), [
    summarize('readTurn', longRead),
  ]);
}

function median(times: number[]): number {
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

function timeInto(times: number[], fn: () => unknown): void {
  const t = performance.now();
  fn();
  times.push(performance.now() - t);
}
