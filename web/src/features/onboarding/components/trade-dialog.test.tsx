import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@ringready/core/api';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

const newcomer: User = { ...demoUser, trade: null, businessName: null };

function open(user: User) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  let current = user;
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(current),
    'GET /api/user': () => json(current),
    'PATCH /api/user': (init) => {
      current = { ...current, ...JSON.parse(String(init?.body)) };
      return json(current);
    },
    'GET /api/sessions': () => json([]),
    'GET /api/scenarios': () => json([]),
    'GET /api/office-hours': () => json([]),
    'GET /api/assignments': () => json([]),
  });
  renderApp('/');
  const patches = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
  return { patches };
}

afterEach(() => window.sessionStorage.clear());

describe('first sign-in: the trade dialog', { timeout: 20_000 }, () => {
  it('asks a user without a trade what they sell and saves trade and business name', async () => {
    const { patches } = open(newcomer);
    const dialog = await screen.findByRole('dialog', { name: 'What do you sell?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start practising' }));
    expect(await within(dialog).findByText('Please choose your trade')).toBeTruthy();
    expect(patches()).toHaveLength(0);

    const trigger = within(dialog).getByRole('combobox', { name: 'Trade' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(screen.getByRole('option', { name: 'Florist' }));
    fireEvent.change(within(dialog).getByLabelText('Business name (optional)'), {
      target: { value: ' Petal & Stem ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start practising' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(patches()[0]![1]!.body))).toEqual({
      trade: 'florist',
      businessName: 'Petal & Stem',
    });
  });

  it('can be put off until later, and never shows for a user who has a trade', async () => {
    open(newcomer);
    const dialog = await screen.findByRole('dialog', { name: 'What do you sell?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem('ringready.trade-dialog-dismissed')).toBe('1');
  });

  it('does not ask a user who already has a trade', async () => {
    open(demoUser);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
