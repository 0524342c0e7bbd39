/**
 * The third party on the call (a mother listening in, as the opening says) adds a line of her own now and
 * then: spoken to by name or role, she answers; otherwise every fourth turn (never two running), on what
 * the turn was about (a price, a worry answered, a time, anything else). She speaks as herself ("Linda
 * here, …"), never picks among options for the couple, and no line of hers is said twice.
 */
import type { Turn } from '../engine-turn.ts';

const LINES = {
  price: [
    'The money matters to us, so thank you for being clear about it.',
    'I just want to be sure there are no surprises on the bill later.',
  ],
  worry: ["That's good to hear. That was my worry too.", 'Thank you, that does put my mind at rest.'],
  time: ["Whatever works for {name}, I'll make it.", "I can make that, if {name}'s free."],
  other: [
    'I just want {name} to feel comfortable, that is all.',
    "I'm only listening in, but this all sounds very sensible.",
    'This is all very helpful, thank you.',
  ],
} as const;

/** The third party's name as she says it herself ("Linda"), or undefined when she is not on the call. */
function thirdOnCall(turn: Turn): string | undefined {
  const third = turn.s.persona.thirdParty?.name;
  if (!third || !turn.truth.onCall.includes(third) || /^my\b|'s\b/i.test(third)) return undefined;
  return third;
}

/** The salesperson spoke to the third party by name or role ("Linda, …", "your mom", "both of you"). */
function addressed(turn: Turn, third: string): boolean {
  const role = turn.s.persona.thirdParty?.role === 'mother' ? '|mom|mum|mother' : '';
  return new RegExp(`\\b(?:${third}${role})\\b`, 'i').test(turn.r.normalized);
}

/** What the third party adds this turn ('' when she stays quiet). */
export function thirdChimesIn(turn: Turn): string {
  const third = thirdOnCall(turn);
  if (!third || turn.s.ended) return '';
  const spoken = addressed(turn, third);
  // unasked, only every fourth turn and never two turns running
  if (!spoken && (turn.s.turn % 4 !== 2 || turn.s.lastBuyerText.includes(`${third} here,`))) return '';
  const pool = turn.moves.some((m) => m.startsWith('price'))
    ? LINES.price
    : turn.concernAnswered
      ? LINES.worry
      : turn.moves.includes('give-time') || turn.moves.includes('defer-time')
        ? LINES.time
        : LINES.other;
  // a mother who decides with the couple is not "only listening in"
  const decides = turn.truth.deciders.includes(third);
  // the first fresh line in order (no draw from the call's random picks, so the buyer's own lines stay the
  // same), as one sentence so the name that introduces her is never a sentence said twice
  const said = pool
    .filter((l) => !(decides && /listening in/.test(l)))
    .map((l) => turn.v.fill(l))
    .map((l) => `${third} here, ${/^I\b/.test(l) ? l : l.charAt(0).toLowerCase() + l.slice(1)}`)
    .find((l) => turn.v.isFresh(l));
  if (!said) return '';
  turn.v.remember(said);
  return said;
}
