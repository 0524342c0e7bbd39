/** The buyer's replies when no act needs an answer: colour for small talk, a pitch or empathy, and the goodbye. */
import type { DialogueAct } from '../../conversation/reading-types.ts';
import { dispatch, handleEmpathy, handlePitch } from '../engine-acts.ts';
import { move, say, type Turn } from '../engine-turn.ts';
import { sayPolicy } from './policy-say.ts';
import { answerQuestions, answerRapport } from './question-acts.ts';

/** The turn's last clause says goodbye ("Thanks for your time, Marcus — talk to you Tuesday at 6pm"). */
export const saysGoodbyeLast = (acts: readonly DialogueAct[]): boolean =>
  acts.some((a) => a.kind === 'goodbye' && a.text === acts.at(-1)?.text);

/** A turn with nothing to answer: small talk, empathy, a pitch, an offer, a greeting. */
export function colourOnly(turn: Turn): string {
  const kinds = turn.r.acts.map((a) => a.kind);
  // a question the reader took for something else, which the engine's own analysis reads as asking a topic
  if (turn.t.kind === 'question' && (turn.t.topics.length || turn.t.tradeTopics.length))
    return answerQuestions(turn, turn.r.acts[0]!);
  if (kinds.includes('rapport')) return answerRapport(turn);
  if (kinds.includes('acknowledge') || kinds.includes('answer')) return handleEmpathy(turn);
  // a statement with "or" in it ("i've shot there four or five times") is something the seller told them
  if (kinds.includes('pitch') || kinds.includes('offer') || kinds.includes('either-or-question'))
    return handlePitch(turn);
  // a goodbye said last is answered with the goodbye; "great to hear from you" at the start of a turn is none
  if (saysGoodbyeLast(turn.r.acts)) return '';
  if (kinds.includes('greeting')) return say(turn, 'greeting', 'greet them back briefly');
  return dispatch(turn);
}

/** Acts that ask something or need their own answer: a turn with one of them is no plain answer. */
const NEEDS_ANSWER = new Set([
  'open-question',
  'yes-no-question',
  'either-or-question',
  'scheduling-question',
  'commitment-ask',
  'pressure',
  'brush-off',
  'goodbye',
]);

/**
 * The buyer asked, and the seller answered with a statement that asks nothing back ("The $4,800 is all-in …",
 * "sneak peek within 72 hours, full gallery in 6 weeks"): the answer is taken in ("Noted.") before the buyer
 * moves on, never ignored for the next question on the list.
 */
export function notedAnswer(turn: Turn): string {
  const { r, s } = turn;
  const asked = /\?\s*(?:\S+\s*){0,12}$/.test(s.lastBuyerText);
  const statement =
    r.acts.length > 0 && r.acts.every((a) => !NEEDS_ANSWER.has(a.kind)) && !/\?/.test(r.normalized);
  if (!asked || !statement || r.normalized.split(/\s+/).length < 6 || turn.t.kind === 'abuse') return '';
  return sayPolicy(turn, 'noted', 'accept-answer', 'take in their answer to your question');
}

/** Says goodbye back and ends the call with a goodbye. */
export function sayGoodbye(turn: Turn): string {
  const { s } = turn;
  s.ended = true;
  s.endReason = 'goodbye';
  turn.endReason = 'goodbye';
  turn.events.push('goodbye', 'call-ended');
  // a goodbye after a next step at a time confirms the time ("See you Tuesday at 7")
  const at = s.nextStepAgreed ? s.agreedTime : undefined;
  const kind = at ? 'goodbyeAt' : s.nextStepAgreed ? 'goodbyeAgreed' : 'goodbye';
  const reply = sayPolicy(turn, kind, 'goodbye', 'say goodbye', at ? { time: at } : {});
  move(turn, 'goodbye');
  return reply;
}
