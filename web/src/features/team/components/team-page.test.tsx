import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';
import { ALEX_ID, SAM_ID, managerUser, member, stats, team } from '../../../test/team-fixtures';

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

/** Radix Tabs switch on mousedown (and keyboard), not on click. */
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body));

const noTeam = () => json({ message: 'You are not part of a team' }, 404);

describe('/team without a team', () => {
  it('shows their own figures, how to join, and the Master upgrade link', async () => {
    const { calls } = openTeam({ 'GET /api/team': noTeam, 'GET /api/team/me': () => json(member()) });
    expect(await screen.findByRole('heading', { name: 'Team Performance Dashboard', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Total sessions')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('+12.5%')).toBeTruthy();
    expect(screen.getByText('Discovery, Rapport')).toBeTruthy();
    expect(screen.getByText(/Ask your manager for an invitation link/)).toBeTruthy();
    expect(screen.getByText('Available on Master')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Master' }).getAttribute('href')).toBe(
      '/settings/billing',
    );
    expect(screen.queryByRole('form', { name: 'Create a team' })).toBeNull();
    expect(calls('GET', '/api/team/stats')).toHaveLength(0);
  });

  it("says 'No sessions yet' when they have not practised", async () => {
    openTeam({
      'GET /api/team': noTeam,
      'GET /api/team/me': () => json(member({ totalSessions: 0, averageScore: null })),
    });
    expect(await screen.findByText('No sessions yet')).toBeTruthy();
  });

  it('lets a Master subscriber create a team, showing refusals under the field', async () => {
    let created = false;
    const { calls } = openTeam(
      {
        'GET /api/team': () => (created ? json(team()) : noTeam()),
        'GET /api/team/me': () => json(member()),
        'GET /api/team/stats': () => json(stats()),
        'GET /api/team/assignments': () => json([]),
        'POST /api/team': (init) => {
          if (JSON.parse(String(init?.body)).name === 'Taken') {
            return json({ message: 'You are already part of a team.' }, 409);
          }
          created = true;
          return json(team({ name: 'Bloom Sales' }));
        },
      },
      managerUser,
    );
    const form = await screen.findByRole('form', { name: 'Create a team' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(await within(form).findByText('Please enter a team name')).toBeTruthy();
    expect(calls('POST', '/api/team')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Team name'), { target: { value: 'Taken' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(await within(form).findByText('You are already part of a team.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Team name'), { target: { value: 'Bloom Sales' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Bloom Sales · 3 of 100 seats used')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/team')[1])).toEqual({ name: 'Bloom Sales' });
  });
});

describe('/team as a member', () => {
  it('shows the team and their own numbers, never the team-wide figures', async () => {
    const { calls } = openTeam({
      'GET /api/team': () => json(team({ role: 'member', invitations: [] })),
      'GET /api/team/me': () => json(member()),
      'GET /api/team/paths': () => json([]),
    });
    expect(await screen.findByText('Bloom Sales')).toBeTruthy();
    expect(await screen.findByText('Total sessions')).toBeTruthy();
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Invite salesperson/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls('GET', '/api/team/stats')).toHaveLength(0);
    expect(calls('GET', '/api/team/assignments')).toHaveLength(0);
  });
});

describe('/team as a lead', () => {
  const lead = (overrides: Record<string, Handler> = {}) =>
    openTeam(
      {
        'GET /api/team': () => json(team()),
        'GET /api/team/stats': () => json(stats()),
        'GET /api/team/assignments': () => json([]),
        ...overrides,
      },
      managerUser,
    );

  it('shows the KPIs of the month and the leaderboard', async () => {
    lead();
    const kpis = await screen.findByRole('region', { name: 'This month' });
    expect(within(kpis).getByText('Sessions this month').nextElementSibling?.textContent).toBe('42');
    expect(within(kpis).getByText('Practice minutes').nextElementSibling?.textContent).toBe('315');
    expect(within(kpis).getByText('Average score').nextElementSibling?.textContent).toBe('76');
    expect(within(kpis).getByText('+4 pts vs last month')).toBeTruthy();
    const board = screen.getByRole('list', { name: 'Leaderboard' });
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Sam Seller9 sessions81/100', '2Alex Amber3 sessions68/100']);
  });

  it('lists each member with their figures; a row opens their sessions with links to reports', async () => {
    lead({
      [`GET /api/team/members/${SAM_ID}/sessions`]: () =>
        json([
          {
            id: 'sx',
            type: 'practice',
            status: 'completed',
            duration: 600,
            createdAt: '2026-01-19T10:00:00.000Z',
            fileName: null,
            failureReason: null,
            exerciseMode: null,
            buyerAgent: null,
            scenario: { id: 'boss-1', title: 'Boss venue call', difficulty: 'advanced' },
            report: { overallScore: 77 },
          },
        ]),
    });
    await screen.findByRole('region', { name: 'This month' });
    openTab('Individual Performance');
    const table = await screen.findByRole('table', { name: 'Individual performance of each team member' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const sam = rows[2]!;
    expect(within(sam).getByText('74')).toBeTruthy();
    expect(within(sam).getByText('+12.5%')).toBeTruthy();
    expect(within(sam).getByText('Discovery, Rapport')).toBeTruthy();
    expect(within(sam).getByText('Closing')).toBeTruthy();
    expect(within(sam).getByText('40%')).toBeTruthy();
    expect(within(sam).getByText('Boss')).toBeTruthy();
    expect(within(rows[3]!).getAllByText('—').length).toBeGreaterThan(0);
    const link = within(sam).getByRole('link', { name: 'Sam Seller' });
    expect(link.getAttribute('href')).toBe(`/team/members/${SAM_ID}`);

    fireEvent.click(within(sam).getByText('12'));
    expect(await screen.findByRole('heading', { name: 'Sam Seller', level: 1 })).toBeTruthy();
    const sessions = await screen.findByRole('list', { name: 'Member sessions' });
    expect(
      within(sessions)
        .getByRole('link', { name: /Boss venue call/ })
        .getAttribute('href'),
    ).toBe('/report/sx');
  });

  it("'Export CSV' downloads the team CSV with the bearer header", async () => {
    const { calls } = lead({
      'GET /api/team/export.csv': () =>
        new Response('name,sessions\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await screen.findByRole('region', { name: 'This month' });
    openTab('Individual Performance');
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual(['ringready-team.csv']));
    const call = calls('GET', '/api/team/export.csv')[0]!;
    expect((call[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('describes the buyer-type and trend charts in text', async () => {
    lead();
    await screen.findByRole('region', { name: 'This month' });
    openTab('Buyer Types');
    // the charts library loads on demand, the first time slowly
    const chart = await screen.findByRole('img', { name: /Average score/ }, { timeout: 10_000 });
    expect(chart.getAttribute('aria-label')).toBe(
      'Average score by buyer type, out of 100: Boss 72 (+5 pts); Analyzer 64 (-3 pts); Dreamer no score yet.',
    );
    const types = screen.getByRole('list', { name: 'Buyer types' });
    expect(within(types).getByText('+5 pts')).toBeTruthy();
    expect(within(types).getByText('-3 pts')).toBeTruthy();

    openTab('Trends');
    const trends = await screen.findByRole('table', { name: 'Monthly trends' });
    const cells = within(trends)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(cells).toEqual([
      [expect.stringMatching(/Dec.*2025/), '20', '70'],
      [expect.stringMatching(/Jan.*2026/), '42', '76'],
    ]);
  });

  it('explains empty figures', async () => {
    lead({
      'GET /api/team/stats': () =>
        json(
          stats({
            overview: {
              sessions: 0,
              practiceMinutes: 0,
              averageScore: null,
              averageScoreChange: null,
              leaderboard: [],
            },
            buyerTypePerformance: [],
            monthlyTrends: [],
          }),
        ),
    });
    expect(await screen.findByText(/No scores yet this month/)).toBeTruthy();
    expect(screen.getByText('No trend yet')).toBeTruthy();
    openTab('Buyer Types');
    expect(await screen.findByText('No sessions yet', {})).toBeTruthy();
  });

  it('shows member rows for every member in the roster, with the admin fixed', async () => {
    lead();
    const roster = await screen.findByRole('list', { name: 'Members' });
    expect(within(roster).getAllByRole('listitem')).toHaveLength(3);
    expect(within(roster).getByText('Admin')).toBeTruthy();
    expect(within(roster).getByRole('combobox', { name: 'Role of Sam Seller' })).toBeTruthy();
    expect(within(roster).getByRole('button', { name: 'Remove Alex Amber' })).toBeTruthy();
    expect(ALEX_ID).toBeTruthy();
  });
});
