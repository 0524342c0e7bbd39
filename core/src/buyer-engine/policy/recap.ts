/**
 * A recap is checked against the buyer's own facts: a wrong date, month, guest count, budget or venue is
 * corrected with the right value ("It's September 6, not June, and 180 guests, not 120."); a right one is
 * confirmed. Only the buyer's own facts are corrected: an amount is corrected to the budget only when the
 * salesperson names it as the buyer's ("your budget of $8,000"); a price in a recap is never "corrected".
 */
import { formatAmount, monthName, type StatedFact } from '../../conversation/conversation-state.ts';
import { adjust, move, type Turn } from '../engine-turn.ts';
import { sayPolicy } from './policy-say.ts';
import { namedAsTheirs } from './price-reaction.ts';

/** One corrected fact in plain words. */
function correction(f: StatedFact, turn: Turn): string {
  const t = turn.truth;
  switch (f.key) {
    case 'guests':
      return `${t.guests} guests, not ${f.value}`;
    case 'budget':
      return `${t.budget === undefined ? f.truth : formatAmount(t.budget)}, not ${f.value}`;
    case 'month':
    case 'date':
      return `${f.truth ?? (t.month ? monthName(t.month) : '')}, not ${f.value}`;
    default:
      return `${f.truth}, not ${f.value}`;
  }
}

export function answerRecap(turn: Turn): string {
  const { s } = turn;
  const mine = s.conv.facts.filter((f) => f.by === 'salesperson' && f.turn === s.conv.turn);
  const wrong = mine.filter(
    (f) =>
      f.correct === false &&
      (f.key !== 'budget' || namedAsTheirs(turn, { amount: 0, currency: null, text: f.value })),
  );
  if (wrong.length === 0) {
    adjust(turn, 2, 1);
    turn.events.push('fact-confirmed');
    return sayPolicy(turn, 'confirm', 'confirm', 'confirm their recap is right');
  }
  adjust(turn, -2);
  turn.events.push('fact-corrected');
  const parts = wrong.map((f) => correction(f, turn));
  const lead = sayPolicy(turn, 'correct', 'correct', `correct their recap: ${parts.join('; ')}`);
  move(turn, 'correct');
  const said = parts.join(', and ');
  const fix =
    turn.v.fresh([`It's ${said}.`, `It's actually ${said}.`, `We said ${said}.`]) ?? `That's ${said}.`;
  return oneSentence(lead, fix);
}

/**
 * The lead and the right facts as one sentence ("Wrong, it's 150 guests, not 200."), so a reply cut to its
 * length never keeps the lead without the facts; a lead that already ends on a colon keeps it.
 */
function oneSentence(lead: string, fix: string): string {
  const body = fix.charAt(0).toLowerCase() + fix.slice(1);
  const cleaned = /actually\b/i.test(lead) ? body.replace(/^it's actually /, "it's ") : body;
  if (lead.endsWith(':')) return `${lead} ${cleaned}`;
  return `${lead.replace(/[.!,]\s*$/, '')}, ${cleaned}`;
}
