/**
 * A price lands against the buyer's own budget for this trade: under it, relief (with a question about what
 * it includes); near it, a value question; far over it, an objection that names the budget and the gap. A
 * range is weighed by its top. The persona's own price objection counts as raised by a far-over price, and
 * only a new price inside the budget band answers it. The buyer's own budget said back to them ("your $9,000",
 * "$9,000 for planning" in a recap) is not a price; a per-hour rate is never weighed against the total, and a
 * per-head price is weighed as the amount times the guests.
 */
import type { MoneySlot } from '../../conversation/reading-types.ts';
import { formatAmount, weighPrice } from '../../conversation/conversation-state.ts';
import { notThePrice } from '../../conversation/deposits.ts';
import { adjust, type Turn } from '../engine-turn.ts';
import { sayPolicy } from './policy-say.ts';
import { TYPE_POLICIES } from './type-policy.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { THEIR_AMOUNT_WORDS } from './turn-cue-words.ts';

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

/** under the budget; at it (within 2%); over it but inside the type's value band; far over it */
export type PriceBand = 'under' | 'at' | 'stretch' | 'over';

export function priceBand(turn: Turn, money: MoneySlot): PriceBand | undefined {
  const { ratio } = weighPrice(money, turn.truth.budget);
  if (ratio === undefined) return undefined;
  // a price the same as the budget is at it, neither under nor over it
  if (ratio < 0.98) return 'under';
  if (ratio <= 1.02) return 'at';
  return ratio <= TYPE_POLICIES[turn.s.persona.buyerType].valueBand ? 'stretch' : 'over';
}

/** Words just before an amount that make it the buyer's own ("your $9,000", "you said 9,000"). */
const THEIRS = wordRegExp(
  THEIR_AMOUNT_WORDS,
  'i',
  String.raw`\b`,
  String.raw`\s*(?:about|around|roughly)?\s*$`,
);
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
    after: text.slice(at + money.text.length, at + money.text.length + 50),
  };
}

/** An amount the salesperson names as the buyer's ("your $7,500", "a $7,500 budget"). */
export function namedAsTheirs(turn: Turn, money: MoneySlot): boolean {
  const { before, after } = around(turn, money);
  return (
    THEIRS.test(before) ||
    /^\s*(?:(?:is|was|as)\s+(?:your|the)\s+)?(?:budget|ceiling|cap|limit|max)\b/i.test(after)
  );
}

/** The buyer's own budget said back: named as theirs, or the budget's amount in a recap. */
export function isOwnBudget(turn: Turn, money: MoneySlot): boolean {
  if (namedAsTheirs(turn, money)) return true;
  const budget = turn.truth.budget;
  const same = budget !== undefined && Math.abs((money.max ?? money.amount) - budget) <= budget * 0.01;
  if (!same) return false;
  // "Perfect, $4,750 with you as the decision-maker makes this easy." right after they said it: said back, unless
  // it is put as a price ("the package is $4,750", "that comes to $4,750")
  const { before, after } = around(turn, money);
  const echoed =
    digitsOf(turn.s.lastBuyerText).includes(digitsOf(money.text)) && !PRICED.test(`${before} ${after}`);
  return echoed || turn.r.acts.some((a) => a.kind === 'confirmation');
}
const digitsOf = (text: string) => text.replace(/[^\d\s]/g, '').replace(/\s+/g, ' ');
/** Words that put an amount as what something costs. */
const PRICED =
  /\b(?:costs?|comes? to|total|package|price[ds]?|quote[ds]?|fee|runs?|would be|will be|all in|for everything|includes?)\b/i;

/** An amount said of one item: "a suit runs", "each centrepiece is", "per dress". */
const PER_ITEM =
  /\b(?:a|an|each|per|one) (?:\w+ )?(?:suit|tux|tuxedo|dress|gown|bouquet|centerpiece|centrepiece|boutonniere|corsage|table|tier|bridesmaid|groomsman)s? (?:runs?|is|costs?|comes to|at|starts? at)\s*(?:about|around|roughly)?\s*$/i;

/** Trades that price per wedding guest: a per-head price there is times the guests. */
const PER_GUEST_TRADES: readonly string[] = ['caterer', 'baker', 'venue', 'planner'];

/**
 * A per-head price as the total for the buyer's guests; a per-hour rate is no total (undefined), nor is a price
 * per person where the people are not the guests ("$165 a head" for a groomsman's suit, a bridesmaid's make-up).
 */
function asTotal(turn: Turn, money: MoneySlot): MoneySlot | undefined {
  const { before, after } = around(turn, money);
  if (PER_HOUR.test(after)) return undefined;
  const guests = turn.truth.guests;
  // "a tailored suit runs 420 to 600", "each bouquet is $85": the price of one, no total to weigh
  if (PER_ITEM.test(before)) return undefined;
  if (!PER_HEAD.test(after)) return money;
  if (guests === undefined || !PER_GUEST_TRADES.includes(turn.s.persona.trade)) return undefined;
  const max = money.max === undefined ? {} : { max: money.max * guests };
  return { ...money, ...max, amount: money.amount * guests, text: formatAmount(money.amount * guests) };
}

/** An amount the salesperson says is not the figure ("the price is $7,800, not $9,000"). */
function negated(turn: Turn, money: MoneySlot): boolean {
  const { before, after } = around(turn, money);
  // "$90 a head was just your budget divided out, not my quote yet"
  const disowned = /^[^.?!]*\b(?:(?:was|is) (?:just )?your budget|not (?:my|a|the|our) (?:quote|price))\b/i;
  return /\bnot\s*(?:the\s+)?$/i.test(before) || disowned.test(after);
}

/** The budget's own amount beside another amount in the same turn is the budget said back, not a price. */
function budgetBesideOther(turn: Turn, money: MoneySlot, all: readonly MoneySlot[]): boolean {
  const budget = turn.truth.budget;
  if (budget === undefined || all.length < 2) return false;
  return Math.abs((money.max ?? money.amount) - budget) <= budget * 0.01;
}

/**
 * An add-on once a total was weighed: an amount under a fifth of the largest price said earlier ("add the
 * rehearsal for $400", "a raw footage add-on for $600") is an extra, not a new total for the budget.
 */
function addOn(turn: Turn, money: MoneySlot): boolean {
  const earlier = turn.s.conv.prices
    .filter((p) => p.turn < turn.s.conv.turn)
    .map((p) => p.money.max ?? p.money.amount);
  if (earlier.length === 0) return false;
  return (money.max ?? money.amount) < Math.max(...earlier) * 0.2;
}

/**
 * The price the buyer reacts to: the highest total quoted this turn, deposits, their own budget, amounts the
 * salesperson says are not the price, and add-ons to a total already weighed aside.
 */
export function quotedPrice(turn: Turn): MoneySlot | undefined {
  const all = turn.r.slots.money.filter((m) => !notThePrice(turn.r, m));
  // "is the 12,000 just for the venue, or for everything?" says their own budget back: no price
  if (asksBudgetScope(turn.r.normalized)) return undefined;
  const budgetSaid = all.some((b) => isOwnBudget(turn, b) || budgetBesideOther(turn, b, all));
  const money = all
    .filter((m) => !isOwnBudget(turn, m) && !negated(turn, m) && !budgetBesideOther(turn, m, all))
    .map((m) => {
      const total = asTotal(turn, m);
      // "$20,000 across 220 guests is about $90 a head": their budget divided out, not a quote
      return total !== m && total && budgetSaid && nearBudget(turn, total) ? undefined : total;
    })
    .filter((m): m is MoneySlot => m !== undefined && m.amount >= 50 && !addOn(turn, m));
  // "$4,800, which won't fit. What fits is $1,900 … does $1,900 work?": the price put to the buyer is weighed
  const put = money.filter((m) => putToBuyer(turn, m) && !ruledOut(turn, m));
  const kept = money.filter((m) => !ruledOut(turn, m));
  return (put.length > 0 ? put : kept.length > 0 ? kept : money).reduce<MoneySlot | undefined>(
    (a, b) => (!a || (b.max ?? b.amount) > (a.max ?? a.amount) ? b : a),
    undefined,
  );
}

/** Within 3% of the buyer's budget. */
function nearBudget(turn: Turn, m: MoneySlot): boolean {
  const budget = turn.truth.budget;
  return budget !== undefined && Math.abs(m.amount - budget) <= budget * 0.03;
}

/** An amount asked about or recommended: "does $1,900 work?", "what fits is my package at $1,900". */
function putToBuyer(turn: Turn, m: MoneySlot): boolean {
  const asked = turn.r.acts.some((a) => a.text.includes(m.text) && /\?\s*$/.test(a.text));
  return (
    asked ||
    new RegExp(
      String.raw`\b(?:what fits is|i'?d recommend|i recommend|my pick is)\b[^.?!]*\${m.text}`,
      'i',
    ).test(turn.r.normalized)
  );
}

/** An amount the seller rules out in the same breath: "$4,800, which won't fit", "not the $4,800". */
function ruledOut(turn: Turn, m: MoneySlot): boolean {
  const at = turn.r.normalized.indexOf(m.text);
  if (at < 0) return false;
  const after = turn.r.normalized.slice(at + m.text.length, at + m.text.length + 30);
  const before = turn.r.normalized.slice(Math.max(0, at - 6), at);
  // "normal around here: full planning runs $4,000 to $6,000" is the market, not a quote
  const clause = turn.r.acts.find((a) => a.text.includes(m.text))?.text ?? '';
  if (/\b(?:normal|typical(?:ly)?|the going rate|on average|most (?:\w+ )?charge)\b/i.test(clause))
    return true;
  return (
    /^[,\s]*(?:which|that)\s+(?:won'?t|doesn'?t|wouldn'?t|will not|does not)\s+(?:fit|work)/i.test(after) ||
    /\bnot (?:the )?$/i.test(before)
  );
}

/** The same total was already weighed earlier in the call (a price pushed again is not news). */
function weighedBefore(turn: Turn, money: MoneySlot): boolean {
  const top = money.max ?? money.amount;
  return turn.s.conv.prices.some(
    (p) => p.turn < turn.s.conv.turn && Math.abs((p.money.max ?? p.money.amount) - top) < 1,
  );
}

export function reactToPrice(turn: Turn, money: MoneySlot): string {
  const { s, truth } = turn;
  s.priceStated = true;
  const band = priceBand(turn, money);
  // a total inside the budget already weighed is not news: no second relief for the same price
  if ((band === 'under' || band === 'at') && weighedBefore(turn, money)) return '';
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
  // over the budget but inside the value band: the gap is named, and what would justify it asked
  if (band === 'stretch') {
    adjust(turn, 0, s.valueShown ? 1 : -2);
    const again = weighedBefore(turn, money);
    return sayPolicy(
      turn,
      again ? 'priceStretchAgain' : 'priceStretch',
      'price-value',
      `say ${values.price} is ${values.gap} over your ${budget} budget and ask what would justify it`,
      values,
    );
  }
  if (band === 'at') {
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

/** "Is that budget for the venue alone, or for the whole wedding?": which part of the wedding the budget covers. */
const BUDGET_SCOPE =
  /\b(?:budget|that|it|\d[\d,]*|thousand|grand)\b.*\b(?:alone|just|only|on its own)\b.*\bor\b.*\b(?:whole|entire|everything|all of it|overall|total)\b|\b(?:whole|entire|everything|overall)\b.*\bor\b.*\b(?:alone|just|only)\b|\b(?:alone|just|only)\b.*\bor\b.*\b(?:covering|cover|include|including)\b.*\b(?:too|as well|also)\b/i;

export const asksBudgetScope = (text: string): boolean =>
  BUDGET_SCOPE.test(text) && BUDGET_SAID.test(text) && !/\?.*\?/.test(text);
/** The budget or an amount named: "whole day filmed or just the highlights" asks about no budget. */
const BUDGET_SAID = /\bbudget\b|\$\s?\d|\b\d[\d,]{2,}\b|\b(?:thousand|grand)\b/i;
