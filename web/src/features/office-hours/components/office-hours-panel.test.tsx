import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { User } from '@ringready/core/api';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import { demoUser, officeHour } from '../../../test/fixtures';

function withSubscription(extra: Record<string, unknown>): User {
  return { ...demoUser, subscription: { ...demoUser.subscription!, ...extra } } as User;
}

/** The dashboard's Office Hours tab for a user. */
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

/** Radix Tabs switch on mousedown (and keyboard), not on click. */
function openTab(name: string) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
}

function card(title: string): HTMLElement {
  return screen.getByRole('heading', { name: title }).closest('[aria-labelledby]') as HTMLElement;
}

describe('Office hours plan gate', () => {
  it('lets Essential upgrade instead of registering', async () => {
    const essential = withSubscription({
      tier: 'tier1',
      planName: 'Essential',
      practiceMinutesLimit: 60,
      realCallAnalysesLimit: 3,
    });
    const fetch = showDashboard(essential, { 'GET /api/office-hours': () => json([officeHour()]) });
    await screen.findByText('Welcome back, Demo Planner');
    openTab('Office Hours');
    await screen.findByRole('heading', { name: 'Handling price objections' });
    const entry = card('Handling price objections');
    expect(within(entry).queryByRole('button', { name: 'Register' })).toBeNull();
    const gated = within(entry).getByRole('button', {
      name: 'Available on Professional',
    }) as HTMLButtonElement;
    expect(gated.disabled).toBe(true);
    expect(within(entry).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/settings/billing',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/registration'))).toBe(false);
  });

  it('gates a user without a plan too, but lets a registered one cancel', async () => {
    showDashboard(
      { ...demoUser, subscription: null },
      {
        'GET /api/office-hours': () =>
          json([
            officeHour({ id: 'a', title: 'Open one' }),
            officeHour({ id: 'b', title: 'Mine', isRegistered: true }),
          ]),
      },
    );
    await screen.findByText('Welcome back, Demo Planner');
    openTab('Office Hours');
    await screen.findByRole('heading', { name: 'Open one' });
    expect(within(card('Open one')).getByRole('button', { name: 'Available on Professional' })).toBeTruthy();
    expect(within(card('Mine')).getByRole('button', { name: 'Cancel registration' })).toBeTruthy();
  });

  it('lets Professional register, and toasts the message of a 403', async () => {
    showDashboard(demoUser, {
      'GET /api/office-hours': () => json([officeHour()]),
      'POST /api/office-hours/oh1/registration': () => json({ message: 'Available on Professional' }, 403),
    });
    await screen.findByText('Welcome back, Demo Planner');
    openTab('Office Hours');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('Available on Professional')).toBeTruthy();
  });
});
