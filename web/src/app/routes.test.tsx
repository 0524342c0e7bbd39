import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../lib/auth-token';
import { renderApp } from '../test/render-app';
import { json, mockFetch } from '../test/mock-fetch';
import { demoUser } from '../test/fixtures';

function signedIn(extra: Record<string, () => Response> = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  mockFetch({
    'GET /api/auth/validate': () => json(demoUser),
    'GET /api/user': () => json(demoUser),
    'GET /api/sessions': () => json([]),
    'GET /api/office-hours': () => json([]),
    ...extra,
  });
}

describe('routes', () => {
  it('shows the 404 page for unknown paths', async () => {
    mockFetch({});
    renderApp('/nope/nothing');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
  });

  it('redirects /conversation without the required params to /', async () => {
    signedIn();
    renderApp('/conversation?sessionId=1&conversationId=2');
    expect(await screen.findByText('Welcome back, Demo Planner')).toBeTruthy();
  });

  it("shows 'Report Not Found' when the report cannot be loaded", async () => {
    signedIn({ 'GET /api/sessions/s9/report': () => json({ message: 'Not found' }, 404) });
    renderApp('/report/s9');
    expect(await screen.findByText('Report Not Found')).toBeTruthy();
    expect(screen.getByText('The report may still be processing or the link is invalid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/');
  });

  it('shows the plans page publicly', async () => {
    mockFetch({});
    renderApp('/signup');
    expect(screen.getByRole('heading', { name: 'RingReady' })).toBeTruthy();
    expect(
      screen.getByText('Where Wedding Pros Practice the Science of Selling, Powered by AI'),
    ).toBeTruthy();
    expect(screen.getByText('Most Popular')).toBeTruthy();
    expect(screen.getByText('Essential')).toBeTruthy();
    expect(screen.getByText('Master')).toBeTruthy();
  });

  it("shows 'No session ID found' on /checkout/success without session_id", async () => {
    mockFetch({});
    renderApp('/checkout/success');
    expect(screen.getByText('No session ID found')).toBeTruthy();
  });

  it('shows the In-Call coming-soon page with its links', async () => {
    signedIn();
    renderApp('/live-coaching');
    expect(await screen.findByRole('heading', { name: 'In-Call Coaching' })).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/practice', '/library', '/']));
  });
});
