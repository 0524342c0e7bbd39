/**
 * Pressure costs trust: scarcity, deadlines, ultimatums and "everyone books on the first call" are pushed
 * back on in character, and the push that reaches the type's limit (the third; the second for a Boss or
 * once trust is low) ends the call politely, with the reason kept for the client and the report. A neutral
 * question that only ends in "yes or no" ("is your partner joining, yes or no?"), in a call with no pressure
 * before it and no scarcity, deadline or ultimatum words, is a yes/no question, not pressure; a free or
 * no-obligation hold is an offer. A call whose next step was agreed is never ended on a single push.
 */
import { pressureCount, type ConversationRecord } from '../../conversation/conversation-state.ts';
import type { TurnReading } from '../../conversation/reading-types.ts';
import { adjust, move, type Turn } from '../engine-turn.ts';
import { sayPolicy } from './policy-say.ts';
import { TYPE_POLICIES } from './type-policy.ts';

/** The push (counting this turn's) at which the buyer ends the call. */
export function pressureLimit(turn: Turn): number {
  const p = TYPE_POLICIES[turn.s.persona.buyerType];
  const limit = turn.s.trust < p.lowTrust ? Math.min(p.lowTrustLimit, p.pressureLimit) : p.pressureLimit;
  return turn.s.nextStepAgreed ? Math.max(2, limit) : limit;
}

/** Pushes back, or ends the call; returns the reply and whether the call ended. */
export function answerPressure(turn: Turn): { reply: string; ended: boolean } {
  const { s } = turn;
  adjust(turn, -12, -6);
  turn.events.push('pressure-refused');
  if (pressureCount(s.conv) >= pressureLimit(turn)) {
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
const PUSH_WORDS =
  /\b(?:today|tonight|right now|now or|only good|won'?t last|another couple|other couple|someone else|going fast|first call|last chance|expires?|deadline|price goes up|tomorrow it|lock it in|gone|or not|give it to|need an? (?:yes|answer|decision|deposit)|everyone books|booked solid|before (?:it|someone))\b/i;

/** A hold offered free or with no obligation ("no-obligation hold", "free for seven days"). */
const FREE_HOLD = /\b(?:no[- ]obligation|free|costs nothing|no charge|no cost|let it go any ?time)\b/i;

/** A "yes or no" on a question that asks something else, with no push words. */
function neutralYesOrNo(text: string): boolean {
  const rest = text.replace(/[,\s]*\byes or no\b[?.!]*/gi, ' ').trim();
  return rest.split(/\s+/).length >= 3 && !PUSH_WORDS.test(text);
}

/**
 * The reading with each neutral "…, yes or no?" question taken as the yes/no question it is, while the call
 * has had no pressure; any other pressure stays pressure.
 */
export function withoutNeutralPressure(reading: TurnReading, record: ConversationRecord): TurnReading {
  if (record.pressure.length > 0) return reading;
  const free = (text: string) => /\bhold\b/i.test(text) && FREE_HOLD.test(text);
  const calm = (kind?: string, text = '') =>
    free(text) ||
    ((kind === undefined || kind === 'ultimatum') && /\byes or no\b/i.test(text) && neutralYesOrNo(text));
  if (!reading.acts.some((a) => a.kind === 'pressure' && calm(a.pressure, a.text))) return reading;
  const acts = reading.acts.map((a) => {
    if (a.kind !== 'pressure' || !calm(a.pressure, a.text)) return a;
    const { pressure: _kind, ...rest } = a;
    return { ...rest, kind: free(a.text) ? ('offer' as const) : ('yes-no-question' as const) };
  });
  return { ...reading, acts };
}
