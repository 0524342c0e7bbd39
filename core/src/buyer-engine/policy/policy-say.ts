/** Says a policy line of the buyer's type, filled with the turn's values, fresh in this call. */
import type { BuyerMove } from '../../conversation/buyer-moves.ts';
import { move, type Turn } from '../engine-turn.ts';
import { POLICY_LINES, type PolicyLines } from './policy-lines.ts';

export type Values = Record<string, string>;

/** The values filled in as said: an option keeps its own casing mid-sentence ("between the barn and the tent"). */
function fillValues(text: string, values: Values): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string, at: number) => {
    const value = values[key];
    if (value === undefined) return whole;
    const opens = at === 0 || /[.?!]\s+$/.test(text.slice(0, at));
    return opens ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
}

/** A fresh line of the kind with the values filled in (any line of it in a very long call), and the move. */
export function sayPolicy(
  turn: Turn,
  kind: keyof PolicyLines,
  m: BuyerMove | null,
  intent: string,
  values: Values = {},
): string {
  const pool = POLICY_LINES[turn.s.persona.buyerType][kind].map((l) => fillValues(l, values));
  if (m) move(turn, m);
  turn.intent = intent;
  const line =
    turn.v.fresh(pool) ?? turn.v.variant(pool, '') ?? turn.v.fill(turn.v.picker.pick(turn.v.present(pool)));
  // a line may open with a filled-in value ("this Thursday at 6 pm works")
  return line.charAt(0).toUpperCase() + line.slice(1);
}
