/**
 * A price lands against the buyer's own budget for this trade: under it, relief (with a question about what
 * it includes); near it, a value question; far over it, an objection that names the budget and the gap. A
 * range is weighed by its top. The persona's own price objection counts as raised by a far-over price, and
 * only a new price inside the budget band answers it.
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
  if (ratio <= 1) return 'under';
  return ratio <= TYPE_POLICIES[turn.s.persona.buyerType].valueBand ? 'near' : 'over';
}

/** The price the buyer reacts to: the highest amount quoted this turn, deposits aside. */
export function quotedPrice(turn: Turn): MoneySlot | undefined {
  const money = turn.r.slots.money.filter((m) => m.amount >= 50 && !isDeposit(turn.r, m));
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
