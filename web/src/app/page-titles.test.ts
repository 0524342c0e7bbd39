import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-titles';

describe('page titles', () => {
  it('names every route', () => {
    expect(pageTitle('/')).toBe('Dashboard · RingReady');
    expect(pageTitle('/library/')).toBe('Training Library · RingReady');
    expect(pageTitle('/practice/boss')).toBe('Practice with the Boss · RingReady');
    expect(pageTitle('/practice/nobody')).toBe('Page Not Found · RingReady');
    expect(pageTitle('/settings/billing')).toBe('Billing · RingReady');
    expect(pageTitle('/report/123')).toBe('Training Report · RingReady');
    expect(pageTitle('/checkout/pay/cs_local_x')).toBe('Checkout · RingReady');
    expect(pageTitle('/nowhere')).toBe('Page Not Found · RingReady');
  });
});
