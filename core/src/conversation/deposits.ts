/**
 * Whether an amount said is a part payment (a deposit, a retainer), a fee for something that may never happen (a
 * cancellation fee, overtime), rather than the price to weigh against the budget.
 */
import type { MoneySlot, TurnReading } from './reading-types.ts';

/** Words that make an amount a part payment, not the price ("a $500 deposit", "a retainer of 1,000"). */
const PART_PAYMENT = [
  'deposit',
  'retainer',
  'down payment',
  'to hold',
  'holding fee',
  'booking fee',
  'upfront',
  'up front',
  'hold it',
  'hold the date',
  'to secure',
  'to lock',
  'credited',
  'comes off',
  // "the balance of $1,855 is due March 26": the rest of a price, not a price
  'balance of',
  'the balance',
  'remaining balance',
];

/** Words that make an amount a fee: "a $500 admin fee if you cancel", "overtime at $300 an hour". */
const FEE = ['admin fee', 'cancellation fee', 'late fee', 'change fee', 'if you cancel', 'overtime'];

/** The amount is a deposit, a fee or a rate named within a few words of it, not a price to weigh. */
export function notThePrice(reading: TurnReading, money: MoneySlot): boolean {
  const text = reading.normalized.toLowerCase();
  const at = text.indexOf(money.text.toLowerCase());
  if (at < 0) return false;
  // within its own sentence: "… at $1,900. $500 deposit holds the date" makes only the $500 a deposit
  const before =
    text
      .slice(Math.max(0, at - 30), at)
      .split(/[.?!;]\s/)
      .pop() ?? '';
  const after =
    text.slice(at + money.text.length, at + money.text.length + 30).split(/[.?!;](?:\s|$)/)[0] ?? '';
  const near = `${before}${money.text.toLowerCase()}${after}`;
  // "hold it until friday with $1,500 down"
  const down = /^\s*down\b/.test(text.slice(at + money.text.length));
  return (
    down || PART_PAYMENT.some((w) => near.includes(w)) || FEE.some((w) => new RegExp(`\\b${w}\\b`).test(near))
  );
}
