/** One salesperson turn being answered: the state being built, the reading of the turn, and the speaker. */
import { clampScore, type BuyerEvent, type ConversationState } from './buyer-state.ts';
import type { Speaker } from './buyer-voice.ts';
import type { TurnAnalysis } from './classify-turn.ts';
import { rulesFor } from './personas.ts';
import type { LineKind } from './voice-lines.ts';

export interface Turn {
  s: ConversationState;
  t: TurnAnalysis;
  v: Speaker;
  events: BuyerEvent[];
  intent: string;
}

/** Says a line of a kind (fresh in this call) and records what the buyer is doing. */
export function say(turn: Turn, kind: LineKind, intent: string): string {
  turn.intent = intent;
  return turn.v.line(kind);
}

/** Moves trust and interest; losses are scaled by the difficulty's penalty. */
export function adjust(turn: Turn, trust: number, interest = 0): void {
  const penalty = rulesFor(turn.s.persona).penalty;
  turn.s.trust = clampScore(turn.s.trust + (trust < 0 ? trust * penalty : trust));
  turn.s.interest = clampScore(turn.s.interest + (interest < 0 ? interest * penalty : interest));
}
