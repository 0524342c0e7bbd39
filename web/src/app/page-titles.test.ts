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
    expect(pageTitle('/team')).toBe('Team Performance Dashboard · RingReady');
    expect(pageTitle('/team/members/u-1')).toBe('Team Member · RingReady');
    expect(pageTitle('/join')).toBe('Join Your Team · RingReady');
    expect(pageTitle('/legacy')).toBe('Sales Training Dashboard · RingReady');
    expect(pageTitle('/checkout/pay/cs_local_x')).toBe('Checkout · RingReady');
    expect(pageTitle('/nowhere')).toBe('Page Not Found · RingReady');
  });
});
