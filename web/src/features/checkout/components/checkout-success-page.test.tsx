import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CheckoutSessionDetails } from '@ringready/core/checkout';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, pending } from '../../../test/mock-fetch';

const DETAILS: CheckoutSessionDetails = {
  tier: 'tier3',
  customerEmail: 'ana@studio.com',
  paymentStatus: 'paid',
  subscriptionId: 'sub_123',
};

const GET = 'GET /api/checkout/session/cs_1';

function detailValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('CheckoutSuccessPage', () => {
  it("shows 'No session ID found' without a session_id and asks nothing", () => {
    const fetch = mockFetch({});
    renderApp('/checkout/success');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('No session ID found');
    expect(screen.getByRole('link', { name: 'Back to Signup' }).getAttribute('href')).toBe('/signup');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the loading text while the session loads', () => {
    mockFetch({ [GET]: pending });
    renderApp('/checkout/success?session_id=cs_1');
    expect(screen.getByText('Loading your subscription details...')).toBeTruthy();
  });

  it('shows the subscription, the next steps and Get Started', async () => {
    mockFetch({ [GET]: () => json(DETAILS) });
    renderApp('/checkout/success?session_id=cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to RingReady!' })).toBeTruthy();
    expect(screen.getByText('Your subscription has been successfully activated')).toBeTruthy();
    expect(detailValue('Plan')).toBe('Master');
    expect(detailValue('Email')).toBe('ana@studio.com');
    expect(detailValue('Payment Status')).toBe('Paid');
    expect(detailValue('Subscription ID')).toBe('sub_123');
    expect(screen.getByRole('heading', { name: "What's Next?" })).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
    expect(steps).toEqual([
      'Complete Your Profile',
      'Start Practice Sessions',
      'Explore Training Library',
      'Join Office Hours',
    ]);
    expect(screen.getByText(/Check your e-mail for the link to set your password/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['tier1', 'Essential'],
    ['tier2', 'Professional'],
    [null, 'Unknown'],
    ['gold', 'Unknown'],
  ])('names tier %s as %s', async (tier, name) => {
    mockFetch({ [GET]: () => json({ ...DETAILS, tier }) });
    renderApp('/checkout/success?session_id=cs_1');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to RingReady!' });
    expect(detailValue('Plan')).toBe(name);
  });

  it("shows 'Failed to retrieve session' for a non-OK answer", async () => {
    mockFetch({ [GET]: () => json({ message: 'Not found' }, 404) });
    renderApp('/checkout/success?session_id=cs_1');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to retrieve session');
    expect(screen.getByRole('link', { name: 'Back to Signup' })).toBeTruthy();
  });

  it("shows 'Failed to load checkout session' when the request fails", async () => {
    mockFetch({ [GET]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/checkout/success?session_id=cs_1');
    expect(await screen.findByText('Failed to load checkout session')).toBeTruthy();
  });
});
