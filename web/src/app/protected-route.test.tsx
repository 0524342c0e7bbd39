import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../lib/auth-token';
import { renderApp } from '../test/render-app';
import { json, mockFetch, pending } from '../test/mock-fetch';
import { demoUser } from '../test/fixtures';
import { getReturnPath } from './protected-route';

const signedInApi = {
  'GET /api/auth/validate': () => json(demoUser),
  'GET /api/user': () => json(demoUser),
  'GET /api/sessions': () => json([]),
  'GET /api/office-hours': () => json([]),
};

describe('ProtectedRoute', () => {
  it("shows 'Loading...' while the stored token is being checked", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    mockFetch({ 'GET /api/auth/validate': pending });
    renderApp('/library');
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });

  it('sends an unauthenticated visitor to /login', async () => {
    mockFetch({});
    renderApp('/practice');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });

  it('removes an invalid token and signs the visitor out', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    mockFetch({ 'GET /api/auth/validate': () => json({ message: 'Unauthorized' }, 401) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the token when the check is aborted by the page unloading', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    let fail: (e: Error) => void = () => {};
    mockFetch({ 'GET /api/auth/validate': () => new Promise<Response>((_, reject) => (fail = reject)) });
    renderApp('/');
    await screen.findByText('Loading...');
    window.dispatchEvent(new Event('beforeunload'));
    fail(new TypeError('Failed to fetch'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
    window.dispatchEvent(new Event('pageshow'));
  });

  it('shows the page and the top navigation for a valid token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    mockFetch(signedInApi);
    renderApp('/practice/boss');
    expect(await screen.findByRole('button', { name: 'Practice with AI Coaching' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Practice');
    expect(screen.getByRole('button', { name: 'User menu' }).textContent).toBe('D');
  });

  it('redirects a signed-in user away from /login', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    mockFetch(signedInApi);
    renderApp('/login');
    expect(await screen.findByText('Welcome back, Demo Planner')).toBeTruthy();
  });
});

describe('getReturnPath', () => {
  it('returns to the page the visitor came from', () => {
    expect(getReturnPath({ from: { pathname: '/report/7', search: '?a=1', hash: '' } })).toBe(
      '/report/7?a=1',
    );
    expect(getReturnPath(null)).toBe('/');
    expect(getReturnPath({ from: { pathname: '//evil.example' } })).toBe('/');
    expect(getReturnPath({ from: { pathname: '/login' } })).toBe('/');
  });
});
