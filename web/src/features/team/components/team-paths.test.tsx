import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PathMatrix, PathProgress, TeamPath } from '@ringready/core/team-paths';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';
import { ALEX_ID, SAM_ID, managerUser, stats, team } from '../../../test/team-fixtures';

function openTeam(handlers: Record<string, Handler>, user = demoUser) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(user),
    'GET /api/user': () => json(user),
    ...handlers,
  });
  renderApp('/team');
  const calls = (method: string, url: string) =>
    fetch.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
  return { fetch, calls };
}

const PATH: TeamPath = {
  id: 'p1',
  name: '<b>New hire</b> certification',
  steps: [
    {
      scenarioId: 's1',
      scenarioTitle: 'Budget Pushback',
      passMark: 70,
      attemptLimit: 3,
      dueDate: '2026-04-30',
    },
    {
      scenarioId: 's2',
      scenarioTitle: 'Planning with Mom',
      passMark: 80,
      attemptLimit: 2,
      dueDate: '2026-05-15',
    },
  ],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const MATRIX: PathMatrix = {
  paths: [{ id: 'p1', name: PATH.name, steps: 2 }],
  members: [
    {
      userId: SAM_ID,
      name: 'Sam Seller',
      email: 'sam@studio.com',
      role: 'member',
      cells: [{ pathId: 'p1', status: 'complete', stepsPassed: 2, medal: 'gold' }],
    },
    {
      userId: ALEX_ID,
      name: 'Alex Amber',
      email: 'alex@studio.com',
      role: 'member',
      cells: [{ pathId: 'p1', status: 'in_progress', stepsPassed: 1, medal: null }],
    },
  ],
};

const progress = (status: 'complete' | 'in_progress'): PathProgress => ({
  path: PATH,
  members: [
    {
      userId: SAM_ID,
      name: 'Sam Seller',
      email: 'sam@studio.com',
      status,
      stepsPassed: status === 'complete' ? 2 : 1,
      medal: status === 'complete' ? 'silver' : null,
      completedAt: status === 'complete' ? '2026-03-05T10:00:00.000Z' : null,
      steps: [
        {
          scenarioId: 's1',
          attempts: 1,
          attemptsLeft: 2,
          bestScore: 92,
          medal: 'gold',
          status: 'passed',
          passedAt: '2026-03-03T10:00:00.000Z',
        },
        status === 'complete'
          ? {
              scenarioId: 's2',
              attempts: 2,
              attemptsLeft: 0,
              bestScore: 78,
              medal: 'silver',
              status: 'passed',
              passedAt: '2026-03-05T10:00:00.000Z',
            }
          : {
              scenarioId: 's2',
              attempts: 1,
              attemptsLeft: 1,
              bestScore: 60,
              medal: 'bronze',
              status: 'in_progress',
              passedAt: null,
            },
      ],
    },
  ],
});

function saveDownloads() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('certification paths on /team', () => {
  it('shows a lead the matrix with medals, and exports it as CSV', async () => {
    const names = saveDownloads();
    const { calls } = openTeam(
      {
        'GET /api/team': () => json(team()),
        'GET /api/team/stats': () => json(stats()),
        'GET /api/team/assignments': () => json([]),
        'GET /api/team/paths/matrix': () => json(MATRIX),
        'GET /api/team/paths/matrix.csv': () =>
          new Response('x\r\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="matrix.csv"',
            },
          }),
      },
      managerUser,
    );
    const table = await screen.findByRole('table', { name: /Certification matrix/ });
    // the path's name is text, never markup
    expect(within(table).getByText(PATH.name)).toBeTruthy();
    const sam = within(table).getByRole('row', { name: /Sam Seller/ });
    expect(within(sam).getByText('Gold')).toBeTruthy();
    expect(within(sam).getByText('Certified')).toBeTruthy();
    const alex = within(table).getByRole('row', { name: /Alex Amber/ });
    expect(within(alex).getByText('In progress · 1/2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export matrix CSV' }));
    await waitFor(() => expect(names).toEqual(['matrix.csv']));
    expect(calls('GET', '/api/team/paths/matrix.csv')).toHaveLength(1);
  });

  it('shows a member their steps and medals, and the certificate once the path is complete', async () => {
    const names = saveDownloads();
    const { calls } = openTeam({
      'GET /api/team': () => json(team({ role: 'member', invitations: [] })),
      'GET /api/team/paths': () => json([PATH]),
      'GET /api/team/paths/p1/progress': () => json(progress('complete')),
      'GET /api/team/paths/p1/certificate': () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="c.pdf"',
          },
        }),
    });
    const steps = await screen.findByRole('list', { name: `Steps of ${PATH.name}` });
    expect(await within(steps).findByText('Gold')).toBeTruthy();
    expect(within(steps).getAllByText('Passed')).toHaveLength(2);
    expect(screen.getByText('Certified · 2 of 2 steps passed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download certificate' }));
    await waitFor(() => expect(names).toEqual(['c.pdf']));
    const call = calls('GET', '/api/team/paths/p1/certificate')[0]!;
    expect((call[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('offers no certificate while a path is in progress', async () => {
    openTeam({
      'GET /api/team': () => json(team({ role: 'member', invitations: [] })),
      'GET /api/team/paths': () => json([PATH]),
      'GET /api/team/paths/p1/progress': () => json(progress('in_progress')),
    });
    expect(await screen.findByText('In progress · 1 of 2 steps passed')).toBeTruthy();
    expect(screen.getByText('Bronze')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download certificate' })).toBeNull();
  });
});
