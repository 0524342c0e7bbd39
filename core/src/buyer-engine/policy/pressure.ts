/**
 * Pressure costs trust: scarcity, deadlines, ultimatums and "everyone books on the first call" are pushed
 * back on in character, and the push that reaches the type's limit (the third; the second for a Boss or
 * once trust is low) ends the call politely, with the reason kept for the client and the report.
 */
import { pressureCount } from '../../conversation/conversation-state.ts';
import { adjust, move, type Turn } from '../engine-turn.ts';
import { sayPolicy } from './policy-say.ts';
import { TYPE_POLICIES } from './type-policy.ts';

/** The push (counting this turn's) at which the buyer ends the call. */
export function pressureLimit(turn: Turn): number {
  const p = TYPE_POLICIES[turn.s.persona.buyerType];
  return turn.s.trust < p.lowTrust ? Math.min(p.lowTrustLimit, p.pressureLimit) : p.pressureLimit;
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
