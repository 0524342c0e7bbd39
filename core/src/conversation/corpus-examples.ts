/**
 * Training examples for the act classifier from labelled turns: each clause of a turn gets its own acts
 * when the turn has as many clauses as acts (in the order said) or a single clause; otherwise the whole turn
 * is one example with all its acts. Pure, so the training script and the model's staleness test share it.
 */
import type { TrainingExample } from './nlpjs-neural.ts';
import { clauseFeatures } from './act-features.ts';
import type { ActKind, LabelledTurn } from './reading-types.ts';
import { readClauses } from './turn-clauses.ts';

const output = (acts: readonly ActKind[]): Record<string, number> =>
  Object.fromEntries(acts.map((a) => [a, 1]));

export function turnExamples(turn: LabelledTurn): TrainingExample[] {
  const { clauses, normalized } = readClauses(turn.text, { previousBuyerText: turn.previousBuyerText });
  if (clauses.length === 0) return [];
  if (clauses.length === turn.acts.length)
    return clauses.map((c, i) => ({ input: c.features, output: output([turn.acts[i]!]) }));
  if (clauses.length === 1 || turn.acts.length === 0)
    return clauses.map((c) => ({ input: c.features, output: output(turn.acts) }));
  const input = clauseFeatures(normalized, {
    money: clauses.some((c) => c.money.length > 0),
    time: clauses.some((c) => c.times.length > 0),
    options: clauses.some((c) => c.options.length >= 2),
    buyerAsked: clauses[0]!.answering,
    first: true,
  });
  return [{ input, output: output(turn.acts) }];
}

/** FNV-1a over the corpus text: the model records it, and a test fails when the corpus has moved on. */
export function corpusHash(texts: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const text of texts)
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  return h.toString(16).padStart(8, '0');
}
