import { describe, expect, it } from 'vitest';
import { CHECKOUT_TEXTS } from '@ringready/core/checkout';
import { chargeCard, expiryValid, luhnValid } from './card-rules.ts';

const now = new Date('2026-11-23T12:00:00Z');
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const failure = (input: Partial<typeof card>) => {
  try {
    chargeCard({ ...card, ...input }, now);
    return null;
  } catch (err) {
    const e = err as { status: number; message: string };
    return { status: e.status, message: e.message };
  }
};

describe('card rules of the local checkout', () => {
  it('checks numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
  it('accepts an expiry through the end of its month, never an earlier one', () => {
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('11/2026', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('13/30', now)).toBe(false);
    expect(expiryValid('00/30', now)).toBe(false);
    expect(expiryValid('1230', now)).toBe(false);
  });
  it('pays with 4242…, declines the failing test cards with 402 and refuses bad input with 400', () => {
    expect(failure({})).toBeNull();
    expect(failure({ cardNumber: '4242-4242-4242-4242' })).toBeNull();
    expect(failure({ cardNumber: '4000 0000 0000 0002' })).toEqual({
      status: 402,
      message: CHECKOUT_TEXTS.declined,
    });
    expect(failure({ cardNumber: '4000000000009995' })).toEqual({
      status: 402,
      message: CHECKOUT_TEXTS.insufficientFunds,
    });
    expect(failure({ cardNumber: '4242 4242 4242 4241' })).toEqual({
      status: 400,
      message: CHECKOUT_TEXTS.invalidNumber,
    });
    expect(failure({ cardNumber: '4242 abcd 4242 4242' })?.message).toBe(CHECKOUT_TEXTS.invalidNumber);
    expect(failure({ expiry: '01/20' })).toEqual({ status: 400, message: CHECKOUT_TEXTS.invalidExpiry });
    expect(failure({ cvc: '12a' })).toEqual({ status: 400, message: CHECKOUT_TEXTS.invalidCvc });
    expect(failure({ cvc: '1234' })).toBeNull();
  });
});
