/**
 * A coaching moment: the last few messages of a wedding consultation, the hint a good coach gives first
 * there, and the hints that would be wrong there. Used to score the live coaching rules.
 */
import type { BuyerId } from '../buyer-types.ts';

/** What a hint is about (the suggestion's `type`; 'adaptation' is the buyer-type tip that ranks last). */
export type MomentKind =
  | 'price'
  | 'stall'
  | 'competition'
  | 'decision-maker'
  | 'worry'
  | 'vision'
  | 'next-step'
  | 'answer-question'
  | 'talk-ratio'
  | 'open-question'
  | 'rapport'
  | 'wrap-up'
  | 'date'
  | 'adaptation'
  // the salesperson's own faults, as they happen
  | 'pressure'
  | 'brush-off'
  | 'ignored-question'
  | 'wrong-fact'
  | 'pitch-first';

export type Trade = 'photographer' | 'venue' | 'florist' | 'planner' | 'caterer' | 'dj' | 'hair-makeup';

export interface CoachingMoment {
  id: string;
  trade: Trade;
  buyerType: BuyerId;
  /** messages in the call so far, the ones below included */
  messageCount: number;
  /** 'S' the salesperson, 'B' the buyer; oldest first */
  lines: Array<['S' | 'B', string]>;
  /** the hint a good coach gives first */
  expect: MomentKind;
  /** also a fair first hint here */
  alsoOk?: MomentKind[];
  /** hints that contradict the moment: none of them may appear in the list */
  wrong: MomentKind[];
}

export function moment(
  id: string,
  trade: Trade,
  buyerType: BuyerId,
  messageCount: number,
  expect: MomentKind,
  wrong: MomentKind[],
  lines: Array<['S' | 'B', string]>,
  alsoOk: MomentKind[] = [],
): CoachingMoment {
  return { id, trade, buyerType, messageCount, lines, expect, wrong, alsoOk };
}
