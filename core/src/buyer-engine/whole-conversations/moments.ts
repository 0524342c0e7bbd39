/**
 * What a real couple does at the moments of a consultation, named once so every conversation reads the same
 * (see play-conversation.ts for how they are checked).
 */
import type { Mention, TurnExpect } from './play-conversation.ts';

/** An open business question: answered (or a worry raised), never deflected. */
export const answers: TurnExpect = {
  moves: ['answer', 'raise-concern', 'small-talk'],
  notMoves: ['deflect'],
};
/** A yes/no question: yes or no, then why. */
export const yesNo: TurnExpect = { moves: ['answer-yes', 'answer-no', 'answer'], notMoves: ['deflect'] };
/** An either-or question: one of the options, or what the difference is. */
export const choice = (...options: string[]): TurnExpect => ({
  moves: ['choose', 'ask-difference'],
  notMoves: ['deflect'],
  mentions: [...options, '@difference'],
});
/** A scheduling question: a time, or whom they must check with. */
export const time: TurnExpect = {
  moves: ['give-time', 'defer-time'],
  notMoves: ['deflect'],
  mentions: ['@time', '@decider'],
};
/** A recap that is right. */
export const confirms: TurnExpect = { moves: ['confirm'], notMoves: ['correct'] };
/** A recap with wrong facts: each true value is said back. */
export const corrects = (...truths: Mention[]): TurnExpect => ({
  moves: ['correct'],
  notMoves: ['confirm'],
  mentionsAll: truths,
});
/** A price under the budget: relief or a value question, never an objection. */
export const underBudget: TurnExpect = {
  moves: ['price-relief', 'price-value'],
  notMoves: ['price-objection'],
};
/** A price far over the budget: an objection naming the budget. */
export const overBudget: TurnExpect = {
  moves: ['price-objection'],
  notMoves: ['price-relief', 'commit'],
  mentions: ['@budget'],
};
/** The salesperson answers or acknowledges a worry well. */
export const reassured: TurnExpect = { moves: ['accept-answer', 'feel-heard', 'answer-yes', 'answer'] };
/** A worry brushed off is not accepted. */
export const brushedOff: TurnExpect = { notMoves: ['accept-answer', 'commit'] };
/** The first push: pushed back, in character. */
export const firstPush: TurnExpect = { moves: ['push-back'], notMoves: ['commit'], ended: false };
/** The second push: pushed back again, or the call ends. */
export const secondPush: TurnExpect = { moves: ['push-back', 'end-call'], notMoves: ['commit'] };
/**
 * The third push: the call is over, ended now or at the second push (the whole-call check asks that the buyer
 * ended it, for pressure, after the first push and by the third).
 */
export const lastPush: TurnExpect = { notMoves: ['commit'], ended: true };
/**
 * A concrete close after real discovery: not refused. The yes itself is checked over the call ('commit' at or
 * before the last close, on the type's terms), since a buyer may already have agreed at the time question.
 */
export const commits: TurnExpect = { notMoves: ['decline', 'push-back', 'price-objection'] };
/** A close the call has not earned. */
export const declines: TurnExpect = {
  moves: ['decline', 'push-back', 'price-objection'],
  notMoves: ['commit'],
};
/** Goodbye gets goodbye. */
export const goodbye: TurnExpect = { moves: ['goodbye'] };
