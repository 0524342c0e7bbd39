/**
 * A price lands against the buyer's own budget for this trade: under it, relief (with a question about what
 * it includes); near it, a value question; far over it, an objection that names the budget and the gap. A
 * range is weighed by its top. The persona's own price objection counts as raised by a far-over price, and
 * only a new price inside the budget band answers it. The buyer's own budget said back to them ("your $9,000",
 * "$9,000 for planning" in a recap) is not a price; a per-hour rate is never weighed against the total, and a
 * per-head price is weighed as the amount times the guests.
 */
import type { MoneySlot } from '../../conversation/reading-types.ts';
import { formatAmount, isDeposit, weighPrice } from '../../conversation/conversation-state.ts';
import { adjust, type Turn } from '../engine-turn.ts';
import { sayPolicy } from './policy-say.ts';
import { TYPE_POLICIES } from './type-policy.ts';

const SYMBOLS = { USD: '$', EUR: '€', GBP: '£' } as const;

/** An amount in the currency it was quoted in. */
function formatIn(amount: number, money: MoneySlot): string {
  const dollars = formatAmount(amount);
  return money.currency && money.currency !== 'USD' ? dollars.replace('$', SYMBOLS[money.currency]) : dollars;
}

/** The price as the buyer repeats it ("$4,500 to $6,000"). */
export function spokenPrice(money: MoneySlot): string {
  const low = formatIn(money.amount, money);
  return money.max === undefined ? low : `${low} to ${formatIn(money.max, money)}`;
}

export type PriceBand = 'under' | 'near' | 'over';

export function priceBand(turn: Turn, money: MoneySlot): PriceBand | undefined {
  const { ratio } = weighPrice(money, turn.truth.budget);
  if (ratio === undefined) return undefined;
  // a price the same as the budget is at it, not under it
  if (ratio < 0.98) return 'under';
  return ratio <= TYPE_POLICIES[turn.s.persona.buyerType].valueBand ? 'near' : 'over';
}

/** Words just before an amount that make it the buyer's own ("your $9,000", "you said 9,000"). */
const THEIRS =
  /\b(?:your(?:\s+(?:budget|ceiling|limit|number|cap|max))?(?:\s+(?:of|is|was))?|you said|you mentioned|you've got|you have|you set)\s*(?:about|around|roughly)?\s*$/i;
/** Words just after an amount that make it a rate per guest or per hour. */
const PER_HEAD =
  /^\s*(?:dollars\s+)?(?:a|per|an|each)\s+(?:head|person|guest|plate|cover)\b|^\s*\/\s*(?:head|person)/i;
const PER_HOUR = /^\s*(?:dollars\s+)?(?:an|a|per|each)\s+(?:hour|hr)\b|^\s*\/\s*(?:hour|hr)|^\s*hourly/i;

function around(turn: Turn, money: MoneySlot): { before: string; after: string } {
  const text = turn.r.normalized;
  const at = text.toLowerCase().indexOf(money.text.toLowerCase());
  if (at < 0) return { before: '', after: '' };
  return {
    before: text.slice(Math.max(0, at - 40), at),
    after: text.slice(at + money.text.length, at + money.text.length + 25),
  };
}

/** An amount the salesperson names as the buyer's ("your $7,500", "a $7,500 budget"). */
export function namedAsTheirs(turn: Turn, money: MoneySlot): boolean {
  const { before, after } = around(turn, money);
  return THEIRS.test(before) || /^\s*(?:budget|ceiling|cap)\b/i.test(after);
}

/** The buyer's own budget said back: named as theirs, or the budget's amount in a recap. */
export function isOwnBudget(turn: Turn, money: MoneySlot): boolean {
  if (namedAsTheirs(turn, money)) return true;
  const budget = turn.truth.budget;
  const same = budget !== undefined && Math.abs((money.max ?? money.amount) - budget) <= budget * 0.01;
  return same && turn.r.acts.some((a) => a.kind === 'confirmation');
}

/** A per-head price as the total for the buyer's guests; a per-hour rate is no total (undefined). */
function asTotal(turn: Turn, money: MoneySlot): MoneySlot | undefined {
  const { after } = around(turn, money);
  if (PER_HOUR.test(after)) return undefined;
  const guests = turn.truth.guests;
  if (!PER_HEAD.test(after)) return money;
  if (guests === undefined) return undefined;
  const max = money.max === undefined ? {} : { max: money.max * guests };
  return { ...money, ...max, amount: money.amount * guests, text: formatAmount(money.amount * guests) };
}

/** The price the buyer reacts to: the highest total quoted this turn, deposits and their own budget aside. */
export function quotedPrice(turn: Turn): MoneySlot | undefined {
  const money = turn.r.slots.money
    .filter((m) => !isDeposit(turn.r, m) && !isOwnBudget(turn, m))
    .map((m) => asTotal(turn, m))
    .filter((m): m is MoneySlot => m !== undefined && m.amount >= 50);
  return money.reduce<MoneySlot | undefined>(
    (a, b) => (!a || (b.max ?? b.amount) > (a.max ?? a.amount) ? b : a),
    undefined,
  );
}

export function reactToPrice(turn: Turn, money: MoneySlot): string {
  const { s, truth } = turn;
  s.priceStated = true;
  const band = priceBand(turn, money);
  // the budget is the couple's own, in dollars; a price in another currency is weighed at face value
  const budget = truth.budget === undefined ? '' : formatAmount(truth.budget);
  const top = money.max ?? money.amount;
  const values = {
    price: spokenPrice(money),
    budget,
    gap: formatAmount(Math.max(0, top - (truth.budget ?? top))),
  };
  turn.events.push('price-reaction');
  if (band === 'over') {
    adjust(turn, -2, -8);
    if (!s.objectionsRaised.includes('price')) s.objectionsRaised.push('price');
    s.pendingObjection = 'price';
    turn.concernRaised = 'price';
    return sayPolicy(
      turn,
      'priceObjection',
      'price-objection',
      `object: ${values.price} is ${values.gap} over your ${budget} budget`,
      values,
    );
  }
  if (band === 'near') {
    adjust(turn, 0, s.valueShown ? 2 : -1);
    return sayPolicy(
      turn,
      'priceValue',
      'price-value',
      `ask what makes ${values.price} worth your whole ${budget} budget`,
      values,
    );
  }
  adjust(turn, 3, 5);
  if (s.pendingObjection === 'price') {
    s.pendingObjection = null;
    s.objectionsHandled.push('price');
    turn.concernAnswered = 'price';
  }
  return sayPolicy(
    turn,
    'priceRelief',
    'price-relief',
    `be relieved: ${values.price} is within your ${budget} budget`,
    values,
  );
}
