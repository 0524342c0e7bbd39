import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@ringready/core/api';
import type { ApiKeySummary, CreatedApiKey } from '@ringready/core/api-access';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';
import { KEY_SHOWN_ONCE } from './create-api-key-dialog';

const masterUser: User = {
  ...demoUser,
  subscription: { ...demoUser.subscription!, tier: 'tier3', planName: 'Master' },
};

function apiKey(overrides: Partial<ApiKeySummary> = {}): ApiKeySummary {
  return {
    id: 'k1',
    name: 'CRM sync',
    prefix: 'rr_live_ab12',
    scopes: ['sessions:read', 'reports:read'],
    team: false,
    expiresAt: null,
    lastUsedAt: null,
    revokedAt: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

const NEW_KEY = `rr_live_${'x'.repeat(43)}`;

function openApiTab(user: User, extra: Record<string, Handler> = {}, teamRole: string | null = null) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(user),
    'GET /api/user': () => json(user),
    'GET /api/keys': () => json([apiKey()]),
    'GET /api/team': () =>
      teamRole ? json({ id: 't1', role: teamRole }) : json({ message: 'No team' }, 404),
    ...extra,
  });
  renderApp('/settings?tab=api');
  const calls = (method: string, url: string) =>
    fetch.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
  return { calls };
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body));

async function openCreateDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
  return screen.findByRole('dialog');
}

afterEach(() => vi.unstubAllGlobals());

describe('Settings → API keys', () => {
  it('shows a plan without API access what Master includes and the way to upgrade', async () => {
    const { calls } = openApiTab(demoUser);
    expect(await screen.findByText('API access is part of the Master plan.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'API' }).getAttribute('aria-selected')).toBe('true');
    const includes = screen.getByRole('list', { name: 'API access includes' });
    expect(within(includes).getByText('Upload real calls for analysis')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Master' }).getAttribute('href')).toBe(
      '/settings/billing',
    );
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(calls('GET', '/api/keys')).toHaveLength(0);
  });

  it('lists the keys with their prefix, scopes, use, expiry and status', async () => {
    openApiTab(masterUser, {
      'GET /api/keys': () =>
        json([
          apiKey(),
          apiKey({ id: 'k2', name: 'Old script', revokedAt: '2026-01-05T10:00:00.000Z' }),
          apiKey({ id: 'k3', name: 'Trial', expiresAt: '2026-01-03T10:00:00.000Z', team: true }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'API keys' });
    const [, active, revoked, expired] = within(table).getAllByRole('row');
    expect(within(active!).getByText('rr_live_ab12…')).toBeTruthy();
    expect(within(active!).getByText('sessions:read, reports:read')).toBeTruthy();
    expect(within(active!).getAllByText('Never')).toHaveLength(2);
    expect(within(active!).getByText('Active')).toBeTruthy();
    expect(within(active!).getByRole('button', { name: 'Revoke CRM sync' })).toBeTruthy();
    expect(within(revoked!).getByText('Revoked')).toBeTruthy();
    expect(within(revoked!).queryByRole('button')).toBeNull();
    expect(within(expired!).getByText('Expired')).toBeTruthy();
    expect(within(expired!).getByText('Team')).toBeTruthy();
  });

  it('creates a key, shows it once with a Copy button, and forgets it when closed', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const created: CreatedApiKey = { ...apiKey({ id: 'k9', name: 'Zapier' }), key: NEW_KEY };
    const { calls } = openApiTab(masterUser, { 'POST /api/keys': () => json(created, 201) });
    const dialog = await openCreateDialog();
    expect(within(dialog).queryByLabelText('Team key')).toBeNull();
    expect(within(dialog).queryByText('team:read')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Zapier' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /uploads:write/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /reports:read/ }));
    const keyReads = calls('GET', '/api/keys').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = (await screen.findByLabelText('New API key')) as HTMLInputElement;
    expect(shown.value).toBe(NEW_KEY);
    expect(screen.getByText(KEY_SHOWN_ONCE)).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/keys')[0])).toEqual({
      name: 'Zapier',
      scopes: ['sessions:read', 'uploads:write'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(NEW_KEY));
    await waitFor(() => expect(calls('GET', '/api/keys').length).toBeGreaterThan(keyReads));

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(NEW_KEY)).toBeNull();
    await openCreateDialog();
    expect(screen.queryByLabelText('New API key')).toBeNull();
  });

  it('checks the form before sending, and shows the server’s refusal', async () => {
    const { calls } = openApiTab(masterUser, {
      'POST /api/keys': () => json({ message: 'You already have 20 active API keys.' }, 409),
    });
    const dialog = await openCreateDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please name the key');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'CI' } });
    fireEvent.change(within(dialog).getByLabelText('Expires on (optional)'), {
      target: { value: '2020-01-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/expiry date in the future/);
    expect(calls('POST', '/api/keys')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Expires on (optional)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('You already have 20 active API keys.'),
    );
    expect(calls('POST', '/api/keys')).toHaveLength(1);
  });

  it('lets a team admin create a team key with team:read', async () => {
    const created: CreatedApiKey = { ...apiKey({ id: 'k9', team: true }), key: NEW_KEY };
    const { calls } = openApiTab(masterUser, { 'POST /api/keys': () => json(created, 201) }, 'admin');
    const dialog = await openCreateDialog();
    const teamRead = (await within(dialog).findByRole('checkbox', {
      name: /team:read/,
    })) as HTMLButtonElement;
    expect(teamRead.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Team dashboard' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Team key' }));
    fireEvent.click(teamRead);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('New API key')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/keys')[0])).toEqual({
      name: 'Team dashboard',
      scopes: ['sessions:read', 'reports:read', 'team:read'],
      team: true,
    });
  });

  it('revokes a key after confirmation', async () => {
    let keys = [apiKey()];
    const { calls } = openApiTab(masterUser, {
      'GET /api/keys': () => json(keys),
      'DELETE /api/keys/k1': () => {
        keys = [apiKey({ revokedAt: '2026-02-01T00:00:00.000Z' })];
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/stops working at once/)).toBeTruthy();
    expect(calls('DELETE', '/api/keys/k1')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('API key revoked')).toBeTruthy();
    expect(calls('DELETE', '/api/keys/k1')).toHaveLength(1);
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke CRM sync' })).toBeNull();
  });
});
