/**
 * Pressure costs trust: scarcity, deadlines, ultimatums and "everyone books on the first call" are pushed
 * back on in character, and the push that reaches the type's limit (the third; the second for a Boss or
 * once trust is low) ends the call politely, with the reason kept for the client and the report. Pressure is
 * real pressure only: a neutral question that only ends in "yes or no" ("is your partner joining, yes or
 * no?"), in a call with no pressure before it and no scarcity, deadline or ultimatum words, is a yes/no
 * question; a free or no-obligation hold is an offer, whenever it comes; and a line no pressure form names
 * (a discovery question, an offer to send the contract, the terms of a deposit) is not pressure on a guess.
 * A call whose next step was agreed ends only while the pressure continues: a push this turn and the last.
 */
import { pressureCount, type ConversationRecord } from '../../conversation/conversation-state.ts';
import { pressureKind } from '../../conversation/act-rules.ts';
import type { DialogueAct, TurnReading } from '../../conversation/reading-types.ts';
import { adjust, move, type Turn } from '../engine-turn.ts';
import { sayPolicy } from './policy-say.ts';
import { TYPE_POLICIES } from './type-policy.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { PRESSURE_PUSH_WORDS } from './turn-cue-words.ts';

/** The push (counting this turn's) at which the buyer ends the call. */
export function pressureLimit(turn: Turn): number {
  const p = TYPE_POLICIES[turn.s.persona.buyerType];
  const limit = turn.s.trust < p.lowTrust ? Math.min(p.lowTrustLimit, p.pressureLimit) : p.pressureLimit;
  return turn.s.nextStepAgreed ? Math.max(2, limit) : limit;
}

/** Whether the turn before this one pushed too (the pressure continues). */
function pushedLastTurn(record: ConversationRecord): boolean {
  return record.pressure.some((p) => p.turn === record.turn - 1);
}

/** Pushes back, or ends the call; returns the reply and whether the call ended. */
export function answerPressure(turn: Turn): { reply: string; ended: boolean } {
  const { s } = turn;
  adjust(turn, -12, -6);
  turn.events.push('pressure-refused');
  const continues = !s.nextStepAgreed || pushedLastTurn(s.conv);
  if (pressureCount(s.conv) >= pressureLimit(turn) && continues) {
    s.ended = true;
    s.endReason = 'pressure';
    turn.endReason = 'pressure';
    turn.events.push('call-ended');
    move(turn, 'push-back');
    const reply = sayPolicy(turn, 'endCall', 'end-call', 'end the call politely: they keep pressuring you');
    return { reply, ended: true };
  }
  const reply = sayPolicy(turn, 'pushBack', 'push-back', 'push back on the pressure, in character');
  return { reply, ended: false };
}

/** Words that make a question a push: scarcity, a deadline, an ultimatum, "everyone books". */
const PUSH_WORDS = wordRegExp(PRESSURE_PUSH_WORDS, 'i');

/** An alternative offered beside a date to decide by: more time, or someone else to read it first. */
const WAY_OUT =
  /\bor (?:is there|do you need|would you (?:rather|prefer|like)|does anyone|anyone else|if you need|need more time)\b/i;

/** A hold offered free or with no obligation ("no-obligation hold", "free for seven days"). */
const FREE_HOLD = /\b(?:no[- ]obligation|free|costs nothing|no charge|no cost|let it go any ?time)\b/i;

/** A "yes or no" on a question that asks something else, with no push words. */
function neutralYesOrNo(text: string): boolean {
  const rest = text.replace(/[,\s]*\byes or no\b[?.!]*/gi, ' ').trim();
  return rest.split(/\s+/).length >= 3 && !PUSH_WORDS.test(text);
}

/** A question's opening word that asks for more than yes or no. */
const OPEN_OPENING = /^(?:\W*(?:so|and|um|uh|okay|ok|well|oh)\W+)*(?:who|what|when|where|which|why|how)\b/i;

/** What a line taken for pressure on a guess is instead: a question of its form, or a pitch. */
function plainKind(text: string): DialogueAct['kind'] {
  if (OPEN_OPENING.test(text)) return 'open-question';
  return /\?\s*$/.test(text) ? 'yes-no-question' : 'pitch';
}

/**
 * The reading with only real pressure left as pressure: a free or no-obligation hold is an offer (its
 * freeness may be said in the same turn: "it costs nothing … shall I put the hold on?"); a line no pressure
 * form names and with no push words is the question or pitch it reads as; and, while the call has had no
 * pressure, each neutral "…, yes or no?" question is the yes/no question it is.
 */
export function withoutNeutralPressure(reading: TurnReading, record: ConversationRecord): TurnReading {
  const turnText = reading.acts.map((a) => a.text).join(' ');
  const freeTurn = FREE_HOLD.test(turnText);
  const free = (a: DialogueAct) =>
    /\bhold\b/i.test(a.text) && (FREE_HOLD.test(a.text) || freeTurn) && a.pressure !== 'scarcity';
  const guessed = (a: DialogueAct) =>
    pressureKind(a.text) === undefined && !/\byes or no\b/i.test(a.text) && !PUSH_WORDS.test(a.text);
  const neutral = (a: DialogueAct) =>
    record.pressure.length === 0 &&
    (a.pressure === undefined || a.pressure === 'ultimatum') &&
    /\byes or no\b/i.test(a.text) &&
    neutralYesOrNo(a.text);
  // "are you comfortable signing by Friday, or does anyone else need to review it first?" offers a way out
  const soft = (a: DialogueAct) =>
    a.pressure === 'deadline' && a.text.includes('?') && WAY_OUT.test(a.text) && !PUSH_WORDS.test(a.text);
  const calmKind = (a: DialogueAct): DialogueAct['kind'] | undefined => {
    if (a.kind !== 'pressure') return undefined;
    if (free(a)) return 'offer';
    if (soft(a)) return 'commitment-ask';
    if (neutral(a)) return 'yes-no-question';
    if (guessed(a)) return plainKind(a.text);
    return undefined;
  };
  if (!reading.acts.some((a) => calmKind(a) !== undefined)) return reading;
  const acts = reading.acts.flatMap((a) => {
    const kind = calmKind(a);
    if (kind === undefined) return [a];
    // the same words read as another act already (a commitment ask) need no second reading
    if (kind !== 'offer' && reading.acts.some((b) => b !== a && b.text === a.text)) return [];
    const { pressure: _kind, ...rest } = a;
    return [{ ...rest, kind }];
  });
  return { ...reading, acts };
}

/** How a hold is asked about: a question, or an offer put as one ("shall I put the hold on, yes or no"). */
const ASKS_HOLD =
  /\?|\byes or no\b|\b(?:would you like|shall i|should i|want me to|can i|may i|happy for me to)\b/i;

/** A free or no-obligation hold on the date offered this turn, with no real pressure beside it. */
export function offersFreeHold(turn: Turn, act: DialogueAct): boolean {
  const said = turn.r.acts.map((a) => a.text).join(' ');
  // "… a free hold on June 14 until Thursday. Shall I do that?" asks about the hold just offered
  const aboutHold =
    /\bhold\b/i.test(act.text) || (/\b(?:that|this|it)\b/i.test(act.text) && /\bhold\b/i.test(said));
  if (!aboutHold || !ASKS_HOLD.test(act.text)) return false;
  return FREE_HOLD.test(said) && !turn.r.acts.some((a) => a.kind === 'pressure');
}

/** Says yes to a free hold: it costs nothing and commits to nothing. */
export function acceptFreeHold(turn: Turn): string {
  adjust(turn, 2, 2);
  return sayPolicy(turn, 'acceptHold', 'answer-yes', 'say yes to their free hold on the date');
}
