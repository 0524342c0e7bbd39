import { CHECKOUT_TEXTS, localPaymentRequestSchema } from '@ringready/core/checkout';
import type { LocalPaymentRequest } from '@ringready/core/checkout';
import { EMAIL_MESSAGE, emailSchema } from '@ringready/core/api';

export type CardValues = LocalPaymentRequest;
export type CardErrors = Partial<Record<keyof CardValues, string>>;

const CARD_DIGITS = { min: 12, max: 19 } as const;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, CARD_DIGITS.max);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Typed expiry → "MM / YY"; a single digit above 1 becomes "0d". */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** "MM/YY", "MM / YY" or "MMYY" → month and full year; null when it is not such a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function isExpiryValid(value: string, now: Date = new Date()): boolean {
  const parsed = parseExpiry(value);
  if (!parsed) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  return parsed.year * 12 + (parsed.month - 1) >= current;
}

function requiredMessage(field: keyof CardValues): string {
  const result = localPaymentRequestSchema.shape[field].safeParse('');
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
}

/**
 * The card form's checks: every field filled in (the contract's messages), then a Luhn-valid card
 * number of 12–19 digits, an MM/YY expiry not in the past and a CVC of 3 or 4 digits.
 */
export function validateCard(values: CardValues, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOnly(values.cardNumber);
  if (!emailSchema.safeParse(values.email).success) errors.email = EMAIL_MESSAGE;

  if (!values.cardNumber.trim()) errors.cardNumber = requiredMessage('cardNumber');
  else if (
    /[^\d\s-]/.test(values.cardNumber) ||
    number.length < CARD_DIGITS.min ||
    number.length > CARD_DIGITS.max ||
    !passesLuhn(number)
  )
    errors.cardNumber = CHECKOUT_TEXTS.invalidNumber;

  if (!values.expiry.trim()) errors.expiry = requiredMessage('expiry');
  else if (!isExpiryValid(values.expiry, now)) errors.expiry = CHECKOUT_TEXTS.invalidExpiry;

  if (!values.cvc.trim()) errors.cvc = requiredMessage('cvc');
  else if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = CHECKOUT_TEXTS.invalidCvc;

  if (!values.nameOnCard.trim()) errors.nameOnCard = requiredMessage('nameOnCard');
  return errors;
}

/** The request body: card number digits only, expiry as MM/YY, the rest trimmed. */
export function toPaymentRequest(values: CardValues): LocalPaymentRequest {
  const expiry = parseExpiry(values.expiry);
  return {
    email: values.email.trim(),
    cardNumber: digitsOnly(values.cardNumber),
    expiry: expiry
      ? `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`
      : values.expiry.trim(),
    cvc: values.cvc.trim(),
    nameOnCard: values.nameOnCard.trim(),
  };
}
