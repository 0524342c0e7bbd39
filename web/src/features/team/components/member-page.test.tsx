import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { sessionSummary } from '../../../test/fixtures';
import { SAM_ID, managerUser, team } from '../../../test/team-fixtures';

const PATH = `/api/team/members/${SAM_ID}/sessions`;

function openMember(handlers: Record<string, Handler>) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(managerUser),
    'GET /api/user': () => json(managerUser),
    'GET /api/team': () => json(team()),
    ...handlers,
  });
  renderApp(`/team/members/${SAM_ID}`);
  return (url: string) => fetch.mock.calls.filter(([u]) => u === url).length;
}

describe('/team/members/:userId', () => {
  it("lists the member's sessions as the server orders them, with 'Load more' while pages remain", async () => {
    const first = Array.from({ length: 50 }, (_, i) =>
      sessionSummary({
        id: `m-${i}`,
        fileName: `call-${i}.txt`,
        type: 'upload',
        report: { overallScore: 70 },
      }),
    );
    const last = [sessionSummary({ id: 'm-50', fileName: 'oldest.txt', type: 'upload', status: 'failed' })];
    const calls = openMember({
      [`GET ${PATH}?limit=50`]: () => json(first),
      [`GET ${PATH}?limit=50&before=m-49`]: () => json(last),
    });
    const list = await screen.findByRole('list', { name: 'Member sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(50);
    expect(
      within(items[0]!)
        .getByRole('link', { name: /call-0\.txt/ })
        .getAttribute('href'),
    ).toBe('/report/m-0');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(51));
    const oldest = within(list).getAllByRole('listitem').at(-1)!;
    expect(within(oldest).getByText('oldest.txt')).toBeTruthy();
    expect(within(oldest).getByText('Failed')).toBeTruthy();
    expect(calls(`${PATH}?limit=50&before=m-49`)).toBe(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the sessions shown when a further page fails, and says why', async () => {
    const first = Array.from({ length: 50 }, (_, i) => sessionSummary({ id: `m-${i}`, scenario: null }));
    openMember({
      [`GET ${PATH}?limit=50`]: () => json(first),
      [`GET ${PATH}?limit=50&before=m-49`]: () => json({ message: 'Database unavailable' }, 503),
    });
    const list = await screen.findByRole('list', { name: 'Member sessions' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('says the member is not found when the server refuses their sessions', async () => {
    openMember({ [`GET ${PATH}?limit=50`]: () => json({ message: 'Not found' }, 404) });
    expect(await screen.findByText('Team member not found')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Team Member Not Found · RingReady'));
  });

  it('names the browser tab after the member', async () => {
    openMember({ [`GET ${PATH}?limit=50`]: () => json([]) });
    const name = team().members.find((m) => m.userId === SAM_ID)!.name;
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${name} · RingReady`));
  });
});
