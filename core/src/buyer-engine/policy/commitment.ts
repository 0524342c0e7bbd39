/**
 * A close after real discovery earns a yes on the type's terms: a Boss decides on the spot, an Analyzer wants
 * it in writing, a Relater brings the partner or parent to the next step, a Dreamer wants to see or feel it.
 * It takes subjects discovered (per type), something offered (a price quoted, an offer, value shown), no
 * close straight over a worry the buyer has just voiced, no pressure in the call,
 * no concern left brushed off or open, no two of the buyer's own questions left unanswered or dodged lately,
 * a price inside the budget band when one was quoted (a Boss and an
 * Analyzer need one), and trust grown over the call.
 * Anything else is the engine's stock close: a polite not-yet (saying when they will decide) or an objection.
 */
import { pressureCount, weighPrice } from '../../conversation/conversation-state.ts';
import { assessReadiness } from '../buyer-state.ts';
import { handleClose } from '../engine-acts.ts';
import type { DialogueAct } from '../../conversation/reading-types.ts';
import { adjust, type Turn } from '../engine-turn.ts';
import { answerScheduling } from './choices.ts';
import { rulesFor } from '../personas.ts';
import { sayPolicy } from './policy-say.ts';
import { TYPE_POLICIES } from './type-policy.ts';
import { recentPresses } from './press-dodge.ts';

/** Why a close does not earn a yes yet (none when it does). */
export function closeGaps(turn: Turn): string[] {
  const { s, truth } = turn;
  const policy = TYPE_POLICIES[s.persona.buyerType];
  const gaps: string[] = [];
  const discovered = new Set(s.topicsAsked).size;
  if (discovered < policy.discoveryNeeded) gaps.push('discovery');
  if (!s.valueShown && s.conv.prices.length === 0) gaps.push('nothing-offered');
  if (justVoicedWorry(turn)) gaps.push('worry-unanswered');
  if (pressureCount(s.conv) > 0) gaps.push('pressure');
  if (s.conv.concerns.some((c) => c.status === 'brushed-off')) gaps.push('brushed-off');
  if (s.pendingObjection !== null) gaps.push('open-concern');
  if (ignoredQuestions(turn)) gaps.push('questions-ignored');
  // two of the buyer's questions dodged lately ("it depends", "we'll figure it out"): no yes on vague answers
  if (recentPresses(turn) >= 2) gaps.push('questions-dodged');
  const last = s.conv.prices[s.conv.prices.length - 1];
  if (last) {
    const ratio = weighPrice(last.money, truth.budget).ratio ?? 1;
    if (ratio > policy.valueBand) gaps.push('price');
    // a booking (money or a signature) with no price said yet is a yes to nothing, for any buyer
  } else if ((policy.needsPrice || BOOKING.test(turn.r.normalized)) && !s.priceStated) gaps.push('no-price');
  // trust must have grown over the call: a seller who brushed worries off and dodged the numbers has not earned it
  if (s.trust < rulesFor(s.persona).startTrust + TRUST_EARNED) gaps.push('trust');
  return gaps;
}

/** How far above where it started trust must be for a close to earn a yes. */
const TRUST_EARNED = 10;

/** Two or more of the buyer's own questions were left unanswered. */
function ignoredQuestions(turn: Turn): boolean {
  return turn.s.conv.buyerQuestions.filter((q) => !q.answered).length >= 2;
}

/** The buyer's last words voiced a worry that nothing has answered yet. */
function justVoicedWorry(turn: Turn): boolean {
  const { s } = turn;
  const pain = s.persona.pains[s.painsRevealed - 1];
  return (
    s.painsRevealed > s.painsReflected &&
    pain !== undefined &&
    s.lastBuyerText.includes(turn.v.fill(pain.line))
  );
}

/** A worry the buyer told was waved away, never answered: it comes back before any yes. */
const worryStands = ({ s }: Turn): boolean =>
  s.painsRevealed > s.painsReflected && s.conv.moves.includes('raise-concern');

export function answerCommitment(turn: Turn): string {
  const { s } = turn;
  if (s.nextStepAgreed) return handleClose(turn);
  if (worryStands(turn)) {
    turn.events.push('next-step-declined');
    adjust(turn, -2);
    return sayPolicy(turn, 'reRaise', 'raise-concern', 'say the worry they waved away still stands first');
  }
  if (closeGaps(turn).length > 0) {
    return handleClose(turn);
  }
  s.closeAttempts += 1;
  s.nextStepAgreed = true;
  adjust(turn, 5, 10);
  turn.events.push('next-step-agreed');
  return sayPolicy(turn, yesKind(turn), 'commit', 'agree to the next step on your own terms');
}

/** Money or a signature asked for: a booking, not a meeting. */
const BOOKING =
  /\b(?:deposit|invoice|sign\w*|contract|book (?:it|you|the date)|on the books|lock (?:it|in)|reserve|pay\w*)\b/i;
/** A meeting proposed as the step. */
const MEETING =
  /\b(?:call|meet\w*|visit|tour|tasting|walk-?through|consultation|appointment|trial|fitting|come (?:in|by))\b/i;
/** A hold free of charge. */
const FREE = /\b(?:free|no[- ]obligation|no charge|no deposit|costs nothing|nothing to sign)\b/i;

/**
 * The yes that fits what was proposed: a free hold is accepted as a hold, a meeting as a meeting, and only a
 * booking is agreed with its paperwork ("send the invoice, I'll pay the deposit" answers no free hold).
 */
function yesKind(turn: Turn): 'acceptHold' | 'commitMeeting' | 'commit' {
  const said = turn.r.normalized;
  if (/\bhold\b/i.test(said) && FREE.test(said)) return 'acceptHold';
  if (BOOKING.test(said.replace(/\b(?:no deposit|nothing to sign)\b/gi, ''))) return 'commit';
  return MEETING.test(said) ? 'commitMeeting' : 'commit';
}

/**
 * A next step offered at a time ("a walkthrough Saturday at 11?"): the time is given (or checked with the
 * family first), and when the close is earned, taking the time is the yes; unearned, a time is given once,
 * and asked again it is answered as the close it is.
 */
export function answerTimedClose(turn: Turn, act: DialogueAct): string {
  const { s } = turn;
  // a step already agreed, another meeting offered at times ("go over the contract on a call, Thursday at 6pm
  // or Saturday at 10am?"): a time is given, never "we've agreed"
  if (s.nextStepAgreed && (act.times?.length ?? 0) > 0) return answerScheduling(turn, act);
  if (!s.nextStepAgreed && worryStands(turn)) return answerCommitment(turn);
  // a time alone never earns a yes over the buyer's ignored questions
  const earned =
    !s.nextStepAgreed &&
    !ignoredQuestions(turn) &&
    (closeGaps(turn).length === 0 || assessReadiness(s).ready);
  // a time already given without a yes: asked again, it is the close it is; and a buyer whose questions
  // were ignored gives no time at all (a time given reads as a yes)
  if (
    !earned &&
    (ignoredQuestions(turn) || s.conv.moves.some((m) => m === 'give-time' || m === 'defer-time'))
  )
    return answerCommitment(turn);
  const reply = answerScheduling(turn, act);
  if (earned && turn.moves.includes('give-time')) {
    s.closeAttempts += 1;
    // the time taken is the one answerScheduling gave (the offered time with an hour, not "by Friday")
    s.nextStepAgreed = true;
    adjust(turn, 5, 10);
    turn.events.push('next-step-agreed');
    turn.v.remember(reply);
    const terms = sayPolicy(turn, yesKind(turn), 'commit', 'agree to the next step on your own terms');
    return `${reply} ${terms}`;
  }
  return reply;
}
