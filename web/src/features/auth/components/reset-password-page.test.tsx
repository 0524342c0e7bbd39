import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import { demoUser, figures } from '../../../test/fixtures';

const LOADING = { timeout: 5000 };
function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ResetPasswordPage', () => {
  it("a new subscriber chooses a first password, is signed in and welcomed (not 'welcomed back')", async () => {
    const fetch = mockFetch({
      'POST /api/auth/reset-password': () =>
        json({ message: 'Your password is set.', token: 'new-session', user: demoUser }),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([]),
      'GET /api/sessions/figures': () => json(figures()),
    });
    renderApp('/reset-password?token=abc&welcome=1');
    expect(await screen.findByRole('heading', { name: 'Choose your password' }, LOADING)).toBeTruthy();
    expect(screen.queryByText(/has been reset|new password/i)).toBeNull();
    fill('Password', 'first-password-1');
    fill('Confirm password', 'first-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Welcome, Demo Planner', {}, LOADING)).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(screen.getByText('Your password is set')).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-session');
    const call = fetch.mock.calls.find(([url]) => url === '/api/auth/reset-password');
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({
      token: 'abc',
      password: 'first-password-1',
    });
  }, 20_000);

  it('a reset stays a reset: new password, then sign in', async () => {
    mockFetch({
      'POST /api/auth/reset-password': () =>
        json({ message: 'Your password has been reset. You can now sign in with your new password.' }),
    });
    renderApp('/reset-password?token=abc');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' }, LOADING)).toBeTruthy();
    fill('New password', 'a-new-password-1');
    fill('Confirm new password', 'a-new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(/has been reset/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
