/**
 * A recommendation taken: "Option one … option two … Most couples with your numbers pick option one. Shall I put
 * that down?" The seller named what they would pick and asks to note it; the buyer goes with it (once the
 * options are told, a real buyer does not ask "what do most couples do?" back).
 */
import type { DialogueAct } from '../../conversation/reading-types.ts';
import type { Turn } from '../engine-turn.ts';
import { clearLabel } from './options.ts';
import { sayPolicy } from './policy-say.ts';

/** "most couples (with your numbers) pick X", "i'd recommend X", "my pick would be X". */
const RECOMMENDS =
  /\b(?:most (?:couples|people|clients)(?: \w+){0,3} (?:pick|choose|go with|go for|prefer|end up with)|i'?d (?:recommend|suggest|go with|pick)|i (?:recommend|suggest)|my (?:pick|recommendation|suggestion) (?:is|would be))\s+(?:the\s+)?([a-z0-9][\w' -]*?)(?=\s*(?:[.,;!?]|$|\b(?:because|since|so|which|as|for)\b))/i;
/** Asking to note it or go with it: "shall I put that down?", "want to go with that?", "sound good?". */
const NOTE_IT =
  /\b(?:put (?:that|it|you) down|write (?:that|it) (?:down|up)|go with (?:that|it|option)|note (?:that|it)|sound good|shall we do that|want to do that|pencil (?:that|it) in)\b/i;

/** The option the seller recommends in this turn, said back as a short label; undefined when none. */
export function recommendedOption(turn: Turn): string | undefined {
  const label = RECOMMENDS.exec(turn.r.normalized)?.[1]?.trim();
  return label && clearLabel(label) ? label : undefined;
}

/** The act asks to note or go with the seller's recommendation. */
export const asksToNoteIt = (turn: Turn, act: DialogueAct): boolean =>
  NOTE_IT.test(act.text) && recommendedOption(turn) !== undefined;

/** The buyer goes with the recommendation. */
export function takeRecommendation(turn: Turn): string {
  const option = recommendedOption(turn)!;
  turn.events.push('choice-made');
  return sayPolicy(turn, 'choose', 'choose', `go with what they recommend: ${option}`, {
    option,
    other: 'the other one',
  });
}
