/**
 * A recap is checked against the buyer's own facts: a wrong date, month, guest count, budget or venue is
 * corrected with the right value ("It's September 6, not June, and 180 guests, not 120."); a right one is
 * confirmed. Only the buyer's own facts are corrected: an amount is corrected to the budget only when the
 * salesperson names it as the buyer's ("your budget of $8,000"); a price in a recap is never "corrected".
 */
import { digitise } from '../../conversation/number-words.ts';
import { formatAmount, monthName, type StatedFact } from '../../conversation/conversation-state.ts';
import type { DialogueAct } from '../../conversation/reading-types.ts';
import { adjust, move, type Turn } from '../engine-turn.ts';
import { sayPolicy } from './policy-say.ts';
import { namedAsTheirs } from './price-reaction.ts';
import { aboutOwnDiary } from './act-checks.ts';

/** One corrected fact in plain words. */
function correction(f: StatedFact, turn: Turn): string {
  const t = turn.truth;
  switch (f.key) {
    case 'guests':
      return `${t.guests} guests, not ${f.value}`;
    case 'budget':
      // the seller's figure said back as an amount ("$12,000"), however it was spoken ("12,000 dollar")
      return `${t.budget === undefined ? f.truth : formatAmount(t.budget)}, not ${asAmount(f.value)}`;
    case 'month':
    case 'date':
      return `${f.truth ?? (t.month ? monthName(t.month) : '')}, not ${f.value}`;
    default:
      return `${f.truth}, not ${f.value}`;
  }
}

/**
 * "12,000 dollar" → "$12,000", "seventy five hundred" → "$7,500"; a figure already written as money, or none, is
 * kept as said.
 */
function asAmount(said: string): string {
  const digits = /^[\d,.]+(?=\s*(?:dollars?|bucks|usd)?\s*$)/i.exec(digitise(said.trim()).text)?.[0];
  return digits ? formatAmount(Number(digits.replace(/,/g, ''))) : said;
}

/** The couple's facts the salesperson restated this turn. */
const restated = (turn: Turn) =>
  turn.s.conv.facts.filter((f) => f.by === 'salesperson' && f.turn === turn.s.conv.turn);

/** The restated facts that are wrong (an amount only when named as the couple's budget). */
function wrongFacts(turn: Turn): StatedFact[] {
  return restated(turn).filter(
    (f) =>
      f.correct === false &&
      (f.key !== 'budget' || namedAsTheirs(turn, { amount: 0, currency: null, text: f.value })),
  );
}

/** A question whether the recap is right: "anything I got wrong?", "did I mix those up?", "is that right?". */
const CHECKS_RECAP =
  /\b(?:wrong|right|correct|accurate|mix(?:ed)? (?:\w+ )?up|miss(?:ed)? anything|got (?:that|it|everything|all that))\b/i;

/** An act that restates the couple's facts (not the seller's own diary: "october is open for me"). */
const restates = (act: DialogueAct): boolean =>
  Object.keys(act.facts ?? {}).length > 0 && !aboutOwnDiary(act.text);

/** An act the recap answers: it restates the couple's facts or asks whether they were restated right. */
export const checksRecap = (act: DialogueAct): boolean => restates(act) || CHECKS_RECAP.test(act.text);

/**
 * The recap is answered before anything else in the turn when it needs it: a wrong fact of the couple is
 * corrected at once (a buyer hears "November 17th, 160 guests" and says so), and a recap asked to be checked
 * ("anything I got wrong?") is checked first. A right recap beside a price leaves the price to be weighed.
 */
export function recapFirst(turn: Turn): boolean {
  const acts = turn.r.acts;
  if (restated(turn).length === 0 || !acts.some(restates)) return false;
  return wrongFacts(turn).length > 0 || acts.some((a) => CHECKS_RECAP.test(a.text) && a.kind !== 'pitch');
}

export function answerRecap(turn: Turn): string {
  const wrong = wrongFacts(turn);
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

/** The budget is the couple's for this trade alone, said plainly with its amount. */
export function answerBudgetScope(turn: Turn): string {
  const budget = turn.truth.budget === undefined ? '' : formatAmount(turn.truth.budget);
  move(turn, 'answer');
  turn.intent = 'say the budget is for this service alone';
  const lines = {
    boss: [`Just the {service}. ${budget}.`],
    analyzer: [`For the {service} alone: ${budget}. The rest is budgeted separately.`],
    dreamer: [`Just for the {service}! ${budget}. The rest is its own dream.`],
    relater: [`Just for the {service}, ${budget}. The rest is separate.`],
  }[turn.s.persona.buyerType];
  return turn.v.fill(turn.v.fresh(lines) ?? lines[0]!);
}
