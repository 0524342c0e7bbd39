/**
 * A worry of the buyer's brushed off ("don't worry about that", "it never happens"): raised again, at a cost in
 * trust, and the third time the buyer stops asking and ends the call, politely, as a real couple would.
 */
import { adjust, type Turn } from '../engine-turn.ts';
import { sayPolicy } from './policy-say.ts';

/** The brush-off of the buyer's worries that ends the call. */
const WALK_AWAY_AFTER = 3;

export function answerBrushOff(turn: Turn): string {
  adjust(turn, -8, -3);
  turn.events.push('concern-brushed-off');
  turn.s.brushOffs = (turn.s.brushOffs ?? 0) + 1;
  if (turn.s.brushOffs >= WALK_AWAY_AFTER) {
    turn.s.ended = true;
    turn.endReason = 'dismissed';
    turn.events.push('call-ended');
    return sayPolicy(
      turn,
      'walkAway',
      'end-call',
      'say you will look elsewhere, as your worry keeps being waved away',
    );
  }
  return sayPolicy(
    turn,
    'reRaise',
    'raise-concern',
    'say their brush-off does not answer your worry, and ask again',
  );
}
