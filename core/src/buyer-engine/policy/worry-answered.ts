/**
 * Whether a turn answers the worry the buyer told, or waves it away. A worry is answered by a turn that
 * acknowledges it, answers it or offers a remedy, said as a statement; a pitch beside "it'll be fine", or
 * "i get it … it's not a big deal, i'd have to check", leaves it open to be raised again.
 */
import type { ActKind } from '../../conversation/reading-types.ts';
import { adjust, type Turn } from '../engine-turn.ts';
import { hedged } from './press-dodge.ts';
import { POLICY_LINES } from './policy-lines.ts';

/** Sympathy for a worry ("I hear you", "that makes sense"), not an "Oh," before "nothing ever goes wrong". */
const SYMPATHY =
  /\b(?:hear you|understand|makes? (?:total |complete )?sense|get (?:it|that|why)|sorry|fair|valid|i see|of course)\b/i;
/** Acts that answer a worry the buyer revealed. */
const ANSWERING: readonly ActKind[] = ['acknowledge', 'answer', 'offer', 'pitch'];
/**
 * Acts that ask the buyer for something: a clause that asks answers no worry, however else it was read (and a
 * goodbye beside one is not the end of the call).
 */
export const ASKING: readonly ActKind[] = [
  'open-question',
  'yes-no-question',
  'either-or-question',
  'scheduling-question',
  'confirmation',
  'commitment-ask',
  'price-quote',
];

/**
 * Marks the worry answered when the turn answers it (trust grows), and says whether a brush-off in the turn
 * waves away a concern still open: with none open, or beside sympathy and a remedy, it is no brush-off.
 */
export function weighWorry(turn: Turn, worryOpen: boolean): boolean {
  const { s, r } = turn;
  const kinds = r.acts.map((a) => a.kind);
  const unanswered = s.conv.concerns.some((c) => c.status !== 'answered');
  const sympathy = r.acts.some((a) => a.kind === 'acknowledge' && SYMPATHY.test(a.text));
  const remedied = sympathy && kinds.includes('offer');
  const brushable =
    (s.pendingObjection !== null || s.painsRevealed > s.painsReflected || unanswered) && !remedied;
  const asked = new Set(r.acts.filter((a) => ASKING.includes(a.kind)).map((a) => a.text));
  // "i just kind of go with the flow on the day" answers no worry: hedged talk leaves it standing
  const answers =
    r.acts.some((a) => ANSWERING.includes(a.kind) && !asked.has(a.text)) && !hedged(r.normalized);
  // a remedy or sympathy answers the worry whenever it comes; a pitch or a plain answer only right after it
  const meets = worryJustSaid(turn) || sympathy || kinds.includes('offer');
  if (s.painsRevealed > s.painsReflected && answers && !kinds.includes('brush-off') && meets) {
    s.painsReflected = s.painsRevealed;
    adjust(turn, 3, 1);
  }
  // the worry open at the start of the turn answered with a remedy (an offer, an answer, what they do), not with
  // sympathy alone, is met with relief
  // ("the $4,800 is all-in: travel included, no print fees" answers a worry about hidden fees)
  const remedy = r.acts.some(
    (a) =>
      (a.kind === 'price-quote' || (a.kind !== 'acknowledge' && ANSWERING.includes(a.kind))) &&
      !a.text.includes('?'),
  );
  turn.eased = worryOpen && s.painsReflected >= s.painsRevealed && remedy && !hedged(r.normalized);
  return brushable;
}

/**
 * The buyer's last reply told the worry or raised it again: a statement three turns later about barns and string
 * lights answers nothing of it.
 */
function worryJustSaid(turn: Turn): boolean {
  const { s } = turn;
  const pain = s.persona.pains[s.painsRevealed - 1];
  const said = (line: string) => s.lastBuyerText.includes(turn.v.fill(line).split(/[.?!]/)[0]!);
  const raised = POLICY_LINES[s.persona.buyerType].reRaise.some(said);
  return raised || (pain !== undefined && said(pain.line));
}
