import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Scenario } from '@ringready/core/api';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { FakeWebSocket } from '../../../test/fake-web-socket';
import { json, mockFetch, pending, type Handler } from '../../../test/mock-fetch';
import { demoUser, figures, sessionSummary as session } from '../../../test/fixtures';
import { reportResponse } from '../../../test/report-fixtures';

function scenario(overrides: Partial<Scenario> = {}): Scenario {
  return {
    id: 'boss-1',
    title: 'Bottom Line Groom',
    description: 'Earn the venue tour.',
    difficulty: 'advanced',
    duration: '10-15 min',
    imageUrl: '/images/scenarios/boss-1.svg',
    agentPrompt: '',
    buyerType: 'boss',
    ...overrides,
  };
}

/** The first page as the server sends it: newest first, each report reduced to its score. */
const SESSIONS = [
  session({ id: 'wait', createdAt: '2026-01-11T10:00:00.000Z', status: 'processing', scenario: scenario() }),
  session({
    id: 'new',
    createdAt: '2026-01-10T10:00:00.000Z',
    duration: 3600,
    scenario: scenario({ id: 'dreamer-1', title: 'Pinterest Bride', difficulty: 'beginner' }),
    report: { overallScore: 90 },
  }),
  session({
    id: 'old',
    createdAt: '2026-01-02T10:00:00.000Z',
    duration: 1800,
    scenario: scenario(),
    report: { overallScore: 60 },
  }),
  session({ id: 'oldest', createdAt: '2025-12-01T10:00:00.000Z', status: 'failed', scenario: null }),
];
/** The server's figures over every session (more than the page holds). */
const FIGURES = figures({
  total: 4,
  completed: 2,
  processing: 1,
  failed: 1,
  completedSeconds: 5400,
  averageScore: 75,
  improvement: 50,
});

function openLegacy(handlers: Record<string, Handler> = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(demoUser),
    'GET /api/user': () => json(demoUser),
    'GET /api/sessions?limit=50': () => json(SESSIONS),
    'GET /api/sessions/figures': () => json(FIGURES),
    'GET /api/scenarios': () => json([scenario(), scenario({ id: 'dreamer-1', title: 'Pinterest Bride' })]),
    ...handlers,
  });
  renderApp('/legacy');
  const calls = (method: string, url: string) =>
    fetch.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
  return { fetch, calls };
}

describe('/legacy', () => {
  it('shows a loading state until the user loads', async () => {
    openLegacy({ 'GET /api/user': pending });
    expect(await screen.findByText('Loading training dashboard...')).toBeTruthy();
  });

  it('shows the sidebar, scenarios, progress and the sessions table', async () => {
    openLegacy();
    expect(await screen.findByRole('heading', { name: 'Sales Training Dashboard', level: 1 })).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: 'Training dashboard' });
    expect(within(sidebar).getByText('Demo Planner')).toBeTruthy();
    expect(within(sidebar).getByText('Member')).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Training Sessions' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Reports' })).toBeTruthy();
    const recent = within(sidebar).getByRole('region', { name: 'Recent sessions' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Bottom Line GroomJan 11, 2026, Processing$/),
      expect.stringMatching(/^Pinterest BrideJan 10, 2026, Completed$/),
      expect.stringMatching(/^Bottom Line GroomJan 2, 2026, Completed$/),
    ]);

    const grid = await screen.findByRole('region', { name: 'Training Scenarios' });
    expect(within(grid).getAllByRole('button', { name: /Start Training/ })).toHaveLength(2);
    expect(within(grid).getAllByText('Earn the venue tour.')).toHaveLength(2);
    expect(within(grid).getAllByText('10-15 min')).toHaveLength(2);

    const progress = screen.getByRole('region', { name: 'Training Progress' });
    const value = (label: string) => within(progress).getByText(label).nextElementSibling?.textContent;
    expect(value('Total Sessions')).toBe('4');
    expect(value('Training Hours')).toBe('1.5');
    expect(value('Avg. Score')).toBe('75.0/10');
    expect(value('Improvement')).toBe('+50.0%');

    const table = screen.getByRole('table', { name: 'Sessions and reports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Processing...')).toBeTruthy();
    expect(within(rows[0]!).getByText('-')).toBeTruthy();
    expect(within(rows[1]!).getByText('90/100')).toBeTruthy();
    expect(within(rows[1]!).getByText('60 min')).toBeTruthy();
    expect(within(rows[1]!).getByText('Beginner')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'View Report: Pinterest Bride' })).toBeTruthy();
    expect(within(rows[3]!).getByText('Failed')).toBeTruthy();
    expect(within(rows[3]!).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('reads the whole report when it is opened, from the table and from the sidebar', async () => {
    const { calls } = openLegacy({
      'GET /api/sessions/new/report': () =>
        json(reportResponse({ id: 'new', type: 'practice', fileName: null }, { overallScore: 90 })),
      'GET /api/sessions/old/report': () =>
        json(reportResponse({ id: 'old', type: 'practice', fileName: null }, { overallScore: 60 })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View Report: Pinterest Bride' }));
    const dialog = await screen.findByRole('dialog', { name: 'Training Report' });
    expect(within(dialog).getByText('Overall Score')).toBeTruthy();
    expect(within(dialog).getByText('90')).toBeTruthy();
    expect(calls('GET', '/api/sessions/new/report')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const sidebar = screen.getByRole('complementary', { name: 'Training dashboard' });
    fireEvent.click(within(sidebar).getByRole('button', { name: /Bottom Line Groom/ }));
    const second = await screen.findByRole('dialog', { name: 'Training Report' });
    expect(within(second).getByText('60')).toBeTruthy();
    expect(calls('GET', '/api/sessions/old/report')).toHaveLength(1);
  });

  it('says so when an opened report cannot be read', async () => {
    openLegacy({
      'GET /api/sessions/new/report': () => json({ message: 'Report not found' }, 404),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View Report: Pinterest Bride' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Report not found');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("pages the sessions table with 'Load more'; the figures stay the server's", async () => {
    const older = Array.from({ length: 50 }, (_, i) =>
      session({ id: `p-${i}`, createdAt: new Date(Date.UTC(2025, 0, 50 - i)).toISOString(), scenario: null }),
    );
    const { calls } = openLegacy({
      'GET /api/sessions?limit=50': () => json(older),
      'GET /api/sessions?limit=50&before=p-49': () => json(SESSIONS.slice(3)),
      'GET /api/sessions/figures': () => json({ ...FIGURES, total: 51 }),
    });
    const table = await screen.findByRole('table', { name: 'Sessions and reports' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const progress = screen.getByRole('region', { name: 'Training Progress' });
    expect(within(progress).getByText('Total Sessions').nextElementSibling?.textContent).toBe('51');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(52));
    expect(calls('GET', '/api/sessions?limit=50&before=p-49')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('Retry starts a new session on the same scenario and opens the live view', async () => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const { calls } = openLegacy({
      'POST /api/sessions/start': () =>
        json({
          sessionId: 's9',
          conversationId: 'c9',
          websocketUrl: 'ws://h/voice?session=s9',
          agentPrompt: '',
          scenario: scenario({ id: 'dreamer-1', buyerType: 'dreamer' }),
          practiceSecondsLeft: null,
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry: Pinterest Bride' }));
    expect(await screen.findByText('Loading conversation...')).toBeTruthy();
    expect(JSON.parse(String(calls('POST', '/api/sessions/start')[0]![1]!.body))).toEqual({
      scenarioId: 'dreamer-1',
      mode: 'coaching',
    });
  });

  it("'Export Reports' downloads the ZIP with the bearer header and shows progress", async () => {
    let answer: (r: Response) => void = () => {};
    const { calls } = openLegacy({
      'GET /api/reports/export.zip': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export Reports' }));
    expect(await screen.findByRole('button', { name: 'Exporting...' })).toBeTruthy();
    answer(new Response(new Blob(['PK']), { headers: { 'Content-Type': 'application/zip' } }));
    await waitFor(() => expect(names).toEqual(['ringready-reports.zip']));
    expect(await screen.findByRole('button', { name: 'Export Reports' })).toBeTruthy();
    const call = calls('GET', '/api/reports/export.zip')[0]!;
    expect((call[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('says so when there are no sessions or scenarios yet', async () => {
    openLegacy({
      'GET /api/sessions?limit=50': () => json([]),
      'GET /api/sessions/figures': () => json(figures()),
      'GET /api/scenarios': () => json([]),
    });
    expect(await screen.findByText('No training scenarios yet')).toBeTruthy();
    expect(screen.getAllByText('No sessions yet')).toHaveLength(2);
    const progress = screen.getByRole('region', { name: 'Training Progress' });
    expect(within(progress).getByText('Avg. Score').nextElementSibling?.textContent).toBe('—');
    expect(within(progress).getByText('Improvement').nextElementSibling?.textContent).toBe('—');
  });
});
