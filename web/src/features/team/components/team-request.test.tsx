import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';
import { managerUser, member, team } from '../../../test/team-fixtures';

function open(path: string, user: typeof demoUser, handlers: Record<string, Handler> = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(user),
    'GET /api/user': () => json(user),
    'GET /api/team/me': () => json(member()),
    'GET /api/keys': () => json([]),
    ...handlers,
  });
  renderApp(path);
  return () => fetch.mock.calls.filter(([url]) => url === '/api/team').length;
}

const master = { ...demoUser.subscription!, tier: 'tier3', planName: 'Master', realCallAnalysesLimit: 25 };

describe('GET /api/team is asked only of someone in a team', () => {
  it('/team: the membership says there is none, so the page shows how to join without asking', async () => {
    const teamReads = open('/team', { ...demoUser, inTeam: false });
    expect(await screen.findByText(/Ask your manager for an invitation link/)).toBeTruthy();
    expect(teamReads()).toBe(0);
  });

  it('/team: a member of a team sees it', async () => {
    const teamReads = open(
      '/team',
      { ...managerUser, inTeam: true },
      { 'GET /api/team': () => json(team()) },
    );
    await waitFor(() => expect(teamReads()).toBe(1));
  });

  it('Settings → API: a Master user without a team is not asked whether they admin one', async () => {
    const teamReads = open('/settings?tab=api', { ...demoUser, subscription: master, inTeam: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(teamReads()).toBe(0);
  });
});
