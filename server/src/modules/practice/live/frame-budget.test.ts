import { describe, expect, it } from 'vitest';
import { createFrameBudget } from './frame-budget.ts';

describe('frame budget', () => {
  it('allows a burst, then refills at the rate, and warns at most once a second', () => {
    const budget = createFrameBudget(3, 10);
    expect([budget.take(0), budget.take(0), budget.take(0)]).toEqual([true, true, true]);
    expect(budget.take(0)).toBe('warn');
    expect(budget.take(50)).toBe(false); // half a token
    expect(budget.take(150)).toBe(true); // 100 ms more: one token
    expect(budget.take(150)).toBe(false);
    expect(budget.take(1200)).toBe(true);
    expect(budget.take(1200)).toBe(true);
    expect(budget.take(1200)).toBe(true);
    expect(budget.take(1200)).toBe('warn');
  });
});
