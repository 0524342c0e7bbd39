/**
 * One question of a turn read on its own words. In a turn that asks two things ("any allergies, nuts or gluten?
 * and would you like a tasting first?") whether one of them is a close is decided from its own words, not from
 * the whole turn, which belongs as much to the other question.
 */
import type { ActKind, DialogueAct } from '../../conversation/reading-types.ts';
import { classifyTurn } from '../classify-turn.ts';
import type { Turn } from '../engine-turn.ts';

/** Acts that ask the buyer something. */
const ASKS: readonly ActKind[] = [
  'open-question',
  'yes-no-question',
  'either-or-question',
  'scheduling-question',
  'commitment-ask',
];

/** The turn asks more than one thing, so one act's words are not the whole turn's. */
const asksApart = (turn: Turn, act: DialogueAct): boolean =>
  act.text.trim() !== turn.r.normalized.trim() &&
  turn.r.acts.filter((a) => ASKS.includes(a.kind)).length >= 2;

/** The turn as read from the act's own words, when the turn asks more than that one thing; else the turn. */
export function actReading(turn: Turn, act: DialogueAct): Turn['t'] {
  if (!asksApart(turn, act)) return turn.t;
  return classifyTurn(act.text, {
    previousBuyerText: turn.s.lastBuyerText,
    objectionPending: turn.s.pendingObjection !== null,
  });
}
