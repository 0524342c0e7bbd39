import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { User } from '@ringready/core/api';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

function withSubscription(extra: Record<string, unknown>): User {
  return { ...demoUser, subscription: { ...demoUser.subscription!, ...extra } } as User;
}

function showDashboard(user: User, extra: Record<string, () => Response> = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(user),
    'GET /api/user': () => json(user),
    'GET /api/sessions': () => json([]),
    ...extra,
  });
  renderApp('/');
  return fetch;
}

describe('Dashboard plan notices', () => {
  it('counts the days left in a free trial', async () => {
    const trialEndsAt = new Date(Date.now() + 5 * DAY_MS - 60_000).toISOString();
    showDashboard(withSubscription({ status: 'trialing', trialEndsAt, cancelAtPeriodEnd: false }));
    expect(await screen.findByText('Free trial: 5 days left')).toBeTruthy();
    expect(screen.queryByText(/Your last payment failed/)).toBeNull();
  });

  it('warns of a failed payment with a link to Settings → Billing', async () => {
    showDashboard(withSubscription({ status: 'past_due', trialEndsAt: null, cancelAtPeriodEnd: false }));
    const banner = await screen.findByRole('alert');
    expect(
      within(banner).getByText('Your last payment failed. Update your payment method to keep your plan.'),
    ).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Go to billing' }).getAttribute('href')).toBe(
      '/settings/billing',
    );
  });

  it('offers a plan once there is none, without usage cards', async () => {
    showDashboard({ ...demoUser, subscription: null });
    await screen.findByText('Welcome back, Demo Planner');
    expect(screen.queryByText('Practice Minutes Usage')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByText(/Free trial/)).toBeNull();
  });

  it('keeps the usage cards of a canceled plan and offers a new one', async () => {
    showDashboard(withSubscription({ status: 'canceled' }));
    await screen.findByText('Welcome back, Demo Planner');
    expect(screen.getByText('Practice Minutes Usage')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/signup');
  });

  it('shows nothing extra for an active plan', async () => {
    showDashboard(demoUser);
    await screen.findByText('Welcome back, Demo Planner');
    expect(screen.queryByRole('link', { name: 'Choose a plan' })).toBeNull();
    expect(screen.queryByText(/Free trial/)).toBeNull();
  });
});
