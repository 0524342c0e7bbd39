import { CHECKOUT_TEXTS, type LocalPaymentRequest } from '@ringready/core/checkout';
import { badRequest, HttpError } from '../../lib/http-error.ts';

/** Stripe's test cards that fail; every other valid number pays (the local checkout moves no money). */
const FAILING_CARDS: Record<string, string> = {
  '4000000000000002': CHECKOUT_TEXTS.declined,
  '4000000000009995': CHECKOUT_TEXTS.insufficientFunds,
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY): valid through the last day of that month, in UTC. */
export function expiryValid(expiry: string, now: Date): boolean {
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return false;
  return Date.UTC(year, month, 1) > now.getTime();
}

/**
 * Checks the local checkout's card form like a card network would: number (Luhn), expiry, CVC → 400;
 * a declined test card → 402 with the card's reason.
 */
export function chargeCard(input: Pick<LocalPaymentRequest, 'cardNumber' | 'expiry' | 'cvc'>, now: Date) {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw badRequest(CHECKOUT_TEXTS.invalidNumber);
  if (!expiryValid(input.expiry, now)) throw badRequest(CHECKOUT_TEXTS.invalidExpiry);
  if (!/^\d{3,4}$/.test(input.cvc.trim())) throw badRequest(CHECKOUT_TEXTS.invalidCvc);
  const failure = FAILING_CARDS[digits];
  if (failure) throw new HttpError(402, failure);
}
