import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginPage', () => {
  it('shows the spec validation messages inline and sends nothing', async () => {
    const fetch = mockFetch({});
    renderApp('/login');
    fill('Email', 'nope');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has the links and controls of the spec', () => {
    mockFetch({});
    renderApp('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Start your free trial' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });

  it("toasts 'Login Failed' with the server message", async () => {
    mockFetch({ 'POST /api/auth/login': () => json({ message: 'Invalid email or password' }, 401) });
    renderApp('/login');
    fill('Email', 'demo@ringready.app');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('stores the token, sends rememberMe and opens the dashboard', async () => {
    const fetch = mockFetch({
      'POST /api/auth/login': () => json({ user: demoUser, token: 'new-token' }),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([]),
      'GET /api/office-hours': () => json([]),
    });
    renderApp('/login');
    fill('Email', 'demo@ringready.app');
    fill('Password', 'ringready-demo');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back, Demo Planner')).toBeTruthy();
    expect(screen.getByText('Welcome back!')).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
    const loginCall = fetch.mock.calls.find(([url]) => url === '/api/auth/login')!;
    expect(JSON.parse(String(loginCall[1]!.body))).toEqual({
      email: 'demo@ringready.app',
      password: 'ringready-demo',
      rememberMe: true,
    });
    await waitFor(() => {
      const userCall = fetch.mock.calls.find(([url]) => url === '/api/user');
      expect((userCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer new-token');
    });
  });

  it('signs in with the demo manager account from "Try as a manager"', async () => {
    const manager = { ...demoUser, name: 'Demo Manager', email: 'manager@ringready.app' };
    const fetch = mockFetch({
      'POST /api/auth/login': () => json({ user: manager, token: 'manager-token' }),
      'GET /api/user': () => json(manager),
      'GET /api/sessions': () => json([]),
      'GET /api/office-hours': () => json([]),
    });
    renderApp('/login');
    expect(screen.getByRole('button', { name: 'Explore with the demo account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try as a manager' }));
    expect(await screen.findByText('Welcome back, Demo Manager')).toBeTruthy();
    const loginCall = fetch.mock.calls.find(([url]) => url === '/api/auth/login')!;
    expect(JSON.parse(String(loginCall[1]!.body))).toEqual({
      email: 'manager@ringready.app',
      password: 'ringready-demo',
      rememberMe: false,
    });
  });
});
