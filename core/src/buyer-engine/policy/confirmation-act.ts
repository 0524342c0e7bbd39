/**
 * A confirmation act answered: a price the reader took for a recap is weighed, the seller's own diary or a remark
 * ("September fills up fast, you know?") asks nothing, and a recap of the couple's facts is checked.
 */
import type { DialogueAct } from '../../conversation/reading-types.ts';
import type { Turn } from '../engine-turn.ts';
import { aboutOwnDiary } from './act-checks.ts';
import { isOwnBudget, quotedPrice, reactToPrice } from './price-reaction.ts';
import { answerQuestions } from './question-acts.ts';
import { answerRecap, checksRecap } from './recap.ts';
import { REST } from './turn-shape.ts';

/** A recap's own check: "right?", "correct?", "is that right?", "did I get that?". */
const CHECK_TAG = /\b(?:right|correct|accurate|wrong|got (?:that|it|everything|all that))\b/i;

export function answerConfirmation(turn: Turn, act: DialogueAct, once: (key: string) => boolean): string {
  const { s } = turn;
  // a price the reader took for a recap ("it's $15,800 all in, so $1,200 under your $17,000") is a price
  const price = quotedPrice(turn);
  // (a per-head price is weighed as its total: "eighty eight per person" said, $14,080 weighed)
  const priced = price && turn.r.slots.money.some((m) => !isOwnBudget(turn, m) && act.text.includes(m.text));
  if (price && priced && once('price')) return reactToPrice(turn, price);
  // the seller's own diary ("october is pretty open for me right now") restates none of the couple's facts
  if (aboutOwnDiary(act.text)) return '';
  // a filler the reader took for a check ("So yeah", "Right", "the right package") asks nothing: no answer
  const asks = /\?|\b(?:right|correct)\W*$|\b(?:is|was) (?:that|this|it) (?:right|correct)\b/i.test(act.text);
  // a recap, or "everything else right?" after a fix, is checked against the couple's facts
  // (one fact in a remark, "But September fills up fast, you know?", is no recap to confirm)
  const told = Object.keys(act.facts ?? {}).length;
  const restated =
    s.conv.facts.some((f) => f.by === 'salesperson' && f.turn === s.conv.turn) &&
    (told !== 1 || CHECK_TAG.test(act.text));
  if (restated || (asks && checksRecap(act) && REST.test(act.text)))
    return once('recap') ? answerRecap(turn) : '';
  // "September fills up fast, you know?" is a remark with a tag, nothing to answer
  if (!asks || /\b(?:you know|ya know|y'know)\W*$/i.test(act.text)) return '';
  return once('questions') ? answerQuestions(turn, act) : '';
}
