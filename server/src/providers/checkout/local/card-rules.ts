import { CHECKOUT_TEXTS, type LocalPaymentRequest } from '@ringready/core/checkout';
import { badRequest, HttpError } from '../../../lib/http-error.ts';

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

/** Stripe's test card that is accepted when saved but declined when charged later (a renewal fails). */
const DECLINES_LATER = '4000000000000341';

export interface CardOnFile {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** what charging it later does */
  chargeOutcome: 'succeeds' | 'declined';
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'card';
}

/** What is kept of a checked card: never the number, only what a receipt or the billing page shows. */
export function cardOnFile(input: Pick<LocalPaymentRequest, 'cardNumber' | 'expiry'>): CardOnFile {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  const [month, year] = input.expiry.split('/').map((part) => Number(part.trim()));
  return {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expMonth: month!,
    expYear: year! < 100 ? 2000 + year! : year!,
    chargeOutcome: digits === DECLINES_LATER ? 'declined' : 'succeeds',
  };
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
