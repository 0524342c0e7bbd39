import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { InvitationPreview } from '@ringready/core/team';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

const TOKEN = 'tok_invite_1234567890';

function preview(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    teamName: 'Bloom Sales',
    invitedBy: 'Morgan Manager',
    email: 'kim@studio.com',
    role: 'member',
    accountExists: false,
    expiresAt: '2099-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const kim = { ...demoUser, id: 'u-kim', name: 'Kim Florist', email: 'kim@studio.com' };

function openJoin(handlers: Record<string, Handler>, path = `/join?token=${TOKEN}`) {
  const fetch = mockFetch({
    'GET /api/user': () => json(kim),
    'GET /api/sessions': () => json([]),
    'GET /api/office-hours': () => json([]),
    ...handlers,
  });
  renderApp(path);
  const calls = (method: string, url: string) =>
    fetch.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
  return { fetch, calls };
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body));
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/join', () => {
  it('shows the invitation and creates the account of a new e-mail, then signs in', async () => {
    const { calls } = openJoin({
      'POST /api/team/invitations/lookup': () => json(preview()),
      'POST /api/team/invitations/accept': () => json({ user: kim, token: 'new-session' }),
    });
    expect(await screen.findByRole('heading', { name: 'Join Bloom Sales' })).toBeTruthy();
    expect(screen.getByText('Morgan Manager')).toBeTruthy();
    expect(screen.getByText('kim@studio.com')).toBeTruthy();
    expect(screen.getByText('Member')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/team/invitations/lookup')[0])).toEqual({ token: TOKEN });

    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(calls('POST', '/api/team/invitations/accept')).toHaveLength(0);

    fill('Your name', ' Kim Florist ');
    fill('Password', 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Welcome back, Kim Florist')).toBeTruthy();
    expect(screen.getByText('Welcome to Bloom Sales')).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-session');
    expect(bodyOf(calls('POST', '/api/team/invitations/accept')[0])).toEqual({
      token: TOKEN,
      name: 'Kim Florist',
      password: 'a-long-password',
    });
  });

  it('shows the server refusal of an acceptance', async () => {
    openJoin({
      'POST /api/team/invitations/lookup': () => json(preview()),
      'POST /api/team/invitations/accept': () =>
        json({ message: 'Your team has no free seats: all 100 are taken.' }, 409),
    });
    await screen.findByRole('heading', { name: 'Join Bloom Sales' });
    fill('Your name', 'Kim');
    fill('Password', 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Your team has no free seats: all 100 are taken.')).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('sends an existing account to sign in, and brings it back here after', async () => {
    openJoin({
      'POST /api/team/invitations/lookup': () => json(preview({ accountExists: true })),
      'POST /api/auth/login': () => json({ user: kim, token: 'kim-session' }),
    });
    const link = await screen.findByRole('link', { name: 'Sign in to accept' });
    expect(link.getAttribute('href')).toBe('/login');
    fireEvent.click(link);
    fill('Email', 'kim@studio.com');
    fill('Password', 'a-long-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Join team' })).toBeTruthy();
    expect(screen.getByText('You are signed in as kim@studio.com.')).toBeTruthy();
  });

  it('lets the invited account, signed in, join with one click', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'kim-session');
    const { calls } = openJoin({
      'GET /api/auth/validate': () => json(kim),
      'POST /api/team/invitations/lookup': () => json(preview({ accountExists: true })),
      'POST /api/team/invitations/accept': () => json({ user: kim, token: 'kim-session-2' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join team' }));
    expect(await screen.findByText('Welcome back, Kim Florist')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/team/invitations/accept')[0])).toEqual({ token: TOKEN });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('kim-session-2');
  });

  it('asks someone signed in as another account to switch', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'demo-session');
    openJoin({
      'GET /api/auth/validate': () => json(demoUser),
      'POST /api/team/invitations/lookup': () => json(preview({ accountExists: true })),
    });
    expect(await screen.findByText(/but you are signed in as demo@ringready.app/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join team' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out and switch account' })).toBeTruthy();
  });

  it.each([
    [
      'an expired link',
      `/join?token=${TOKEN}`,
      'This invitation has expired. Please ask your team admin for a new one.',
    ],
    ['no token', '/join', 'This invitation link is not valid. Please ask your team admin for a new one.'],
  ])('explains %s', async (_case, path, message) => {
    const { calls } = openJoin({ 'POST /api/team/invitations/lookup': () => json({ message }, 410) }, path);
    expect(await screen.findByRole('heading', { name: 'Invitation not valid' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    if (path === '/join') expect(calls('POST', '/api/team/invitations/lookup')).toHaveLength(0);
  });

  it('offers to try again when the invitation cannot be checked', async () => {
    let down = true;
    openJoin({
      'POST /api/team/invitations/lookup': () => (down ? new Response('', { status: 503 }) : json(preview())),
    });
    expect(await screen.findByRole('heading', { name: 'We could not check your invitation' })).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Bloom Sales' })).toBeTruthy();
  });
});
