/**
 * A close after real discovery earns a yes on the type's terms: a Boss decides on the spot, an Analyzer wants
 * it in writing, a Relater brings the partner or parent to the next step, a Dreamer wants to see or feel it.
 * It takes subjects discovered (per type), a worry or objection voiced and answered, no pressure in the call,
 * no concern left brushed off or open, a price inside the budget band when one was quoted (a Boss and an
 * Analyzer need one), and trust not lost.
 * Anything else is the engine's stock close: a polite not-yet (saying when they will decide) or an objection.
 */
import { pressureCount, weighPrice } from '../../conversation/conversation-state.ts';
import { handleClose } from '../engine-acts.ts';
import { adjust, type Turn } from '../engine-turn.ts';
import { rulesFor } from '../personas.ts';
import { sayPolicy } from './policy-say.ts';
import { TYPE_POLICIES } from './type-policy.ts';

/** Why a close does not earn a yes yet (none when it does). */
export function closeGaps(turn: Turn): string[] {
  const { s, truth } = turn;
  const policy = TYPE_POLICIES[s.persona.buyerType];
  const gaps: string[] = [];
  const discovered = new Set(s.topicsAsked).size;
  if (discovered < policy.discoveryNeeded) gaps.push('discovery');
  if (s.painsReflected === 0 && s.objectionsHandled.length === 0) gaps.push('no-concern-answered');
  if (pressureCount(s.conv) > 0) gaps.push('pressure');
  if (s.conv.concerns.some((c) => c.status === 'brushed-off')) gaps.push('brushed-off');
  if (s.pendingObjection !== null) gaps.push('open-concern');
  const last = s.conv.prices[s.conv.prices.length - 1];
  if (last) {
    const ratio = weighPrice(last.money, truth.budget).ratio ?? 1;
    if (ratio > policy.valueBand) gaps.push('price');
  } else if (policy.needsPrice && !s.priceStated) gaps.push('no-price');
  if (s.trust < rulesFor(s.persona).startTrust) gaps.push('trust');
  return gaps;
}

export function answerCommitment(turn: Turn): string {
  const { s } = turn;
  if (s.nextStepAgreed) return handleClose(turn);
  if (closeGaps(turn).length > 0) return handleClose(turn);
  s.closeAttempts += 1;
  s.nextStepAgreed = true;
  adjust(turn, 5, 10);
  turn.events.push('next-step-agreed');
  return sayPolicy(turn, 'commit', 'commit', 'agree to the next step on your own terms');
}
