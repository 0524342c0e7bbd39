import { describe, expect, it } from 'vitest';
import { CHECKOUT_TEXTS } from '@ringready/core/checkout';
import {
  formatCardNumber,
  formatExpiry,
  isExpiryValid,
  passesLuhn,
  toPaymentRequest,
  validateCard,
} from './card-validation';

const NOW = new Date(2026, 4, 15); // 15 May 2026

const valid = {
  email: 'ana@studio.com',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  nameOnCard: 'Ana Lima',
};

describe('card validation', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('accepts an expiry through the last day of its month', () => {
    expect(isExpiryValid('05/26', NOW)).toBe(true);
    expect(isExpiryValid('04/26', NOW)).toBe(false);
    expect(isExpiryValid('0530', NOW)).toBe(true);
    expect(isExpiryValid('13/30', NOW)).toBe(false);
    expect(isExpiryValid('00/30', NOW)).toBe(false);
    expect(isExpiryValid('1/30', NOW)).toBe(false);
  });

  it('formats the card number and expiry as the user types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12/30')).toBe('12 / 30');
    expect(formatExpiry('12 / ')).toBe('12');
  });

  it('gives no errors for a good card', () => {
    expect(validateCard(valid, NOW)).toEqual({});
  });

  it("uses the contract's messages", () => {
    expect(validateCard({ ...valid, cardNumber: '4242 4242 4242 4241' }, NOW).cardNumber).toBe(
      CHECKOUT_TEXTS.invalidNumber,
    );
    expect(validateCard({ ...valid, cardNumber: '4242' }, NOW).cardNumber).toBe(CHECKOUT_TEXTS.invalidNumber);
    expect(validateCard({ ...valid, expiry: '01 / 20' }, NOW).expiry).toBe(CHECKOUT_TEXTS.invalidExpiry);
    expect(validateCard({ ...valid, cvc: '12' }, NOW).cvc).toBe(CHECKOUT_TEXTS.invalidCvc);
    expect(validateCard({ ...valid, cvc: '12345' }, NOW).cvc).toBe(CHECKOUT_TEXTS.invalidCvc);
    expect(validateCard({ ...valid, cvc: '1234' }, NOW).cvc).toBeUndefined();
    expect(validateCard({ email: '', cardNumber: '', expiry: '', cvc: '', nameOnCard: ' ' }, NOW)).toEqual({
      email: 'Please enter a valid email address',
      cardNumber: 'Please enter your card number.',
      expiry: 'Please enter the expiry date.',
      cvc: 'Please enter the CVC.',
      nameOnCard: 'Please enter the name on the card.',
    });
  });

  it('sends the digits, MM/YY and trimmed text', () => {
    expect(toPaymentRequest({ ...valid, email: ' ana@studio.com ', nameOnCard: ' Ana Lima ' })).toEqual({
      email: 'ana@studio.com',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      nameOnCard: 'Ana Lima',
    });
  });
});
