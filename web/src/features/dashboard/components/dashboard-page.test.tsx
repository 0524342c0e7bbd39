import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, pending } from '../../../test/mock-fetch';
import { demoUser, figures, officeHour, sessionSummary as session } from '../../../test/fixtures';
import { fakeEventStream } from '../../../test/event-stream';

function signIn() {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
}

/** Radix Tabs switch on mousedown (and keyboard), not on click. */
function openTab(name: string) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
}

describe('DashboardPage', () => {
  it("shows 'Loading dashboard...' while data loads", async () => {
    signIn();
    mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': pending,
      'GET /api/sessions': pending,
      'GET /api/sessions/figures': pending,
    });
    renderApp('/');
    expect(await screen.findByText('Loading dashboard...')).toBeTruthy();
  });

  it("shows usage, the server's figures and the first page of sessions", async () => {
    signIn();
    const fetch = mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions?limit=50': () =>
        json([
          session({ id: 'b', status: 'processing' }),
          session({
            id: 'c',
            status: 'failed',
            failureReason: 'Transcript was empty',
            type: 'upload',
            fileName: 'call.txt',
          }),
          session({ id: 'a', report: { overallScore: 80 } }),
        ]),
      'GET /api/sessions/figures': () =>
        json(
          figures({
            total: 120,
            completed: 97,
            averageScore: 71.6,
            scoreTrend: [
              { id: 'x', score: 64, createdAt: '2026-01-01T00:00:00.000Z' },
              { id: 'a', score: 80, createdAt: '2026-01-02T00:00:00.000Z' },
            ],
          }),
        ),
    });
    renderApp('/');
    expect(await screen.findByText('Welcome back, Demo Planner')).toBeTruthy();
    expect(screen.getByText('62 / 300')).toBeTruthy();
    expect(screen.getByText('2 / 10')).toBeTruthy();
    expect(screen.getByText('Practice Minutes Usage')).toBeTruthy();
    const stats = screen.getByRole('region', { name: 'Your stats' });
    expect(await within(stats).findByText('72')).toBeTruthy();
    expect(within(stats).getByText('From 97 completed sessions')).toBeTruthy();
    expect(screen.getByRole('img', { name: /last 2 completed sessions: 64, 80$/ })).toBeTruthy();
    const recent = screen.getAllByRole('link', { name: /Relater Session/ });
    expect(recent.map((a) => a.getAttribute('href'))).toEqual(['/report/a']);
    // the figures come from the server: nothing else is read to compute them
    expect(fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/sessions?'))).toHaveLength(1);

    openTab('Sessions and Reports');
    const list = await screen.findByRole('list', { name: 'All sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Report Pending')).toBeTruthy();
    expect(within(list).getByText('Transcript was empty')).toBeTruthy();
    expect(within(list).getAllByRole('link', { name: /View Report/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when the figures cannot be read, and still shows the rest', async () => {
    signIn();
    mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions?limit=50': () => json([session({ id: 'a', report: { overallScore: 80 } })]),
      'GET /api/sessions/figures': () => json({ message: 'Database unavailable' }, 503),
    });
    renderApp('/');
    const stats = await screen.findByRole('region', { name: 'Your stats' });
    expect(await within(stats).findByText('Could not be loaded')).toBeTruthy();
    expect(within(stats).getByText('—')).toBeTruthy();
    expect(screen.getByText('Your score trend could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Relater Session/ })).toBeTruthy();
  });

  it("pages the sessions list: 'Load more' reads the page after the last session shown", async () => {
    signIn();
    const all = Array.from({ length: 60 }, (_, i) =>
      session({ id: `s-${String(i).padStart(2, '0')}`, fileName: `call-${i}.txt`, type: 'upload' }),
    );
    const fetch = mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions/figures': () => json(figures({ total: 60, completed: 60 })),
      'GET /api/sessions': (_init, url) => {
        const query = new URL(url, 'http://x').searchParams;
        const before = query.get('before');
        const from = before ? all.findIndex((s) => s.id === before) + 1 : 0;
        return json(all.slice(from, from + Number(query.get('limit'))));
      },
    });
    renderApp('/');
    await screen.findByText('Welcome back, Demo Planner');
    openTab('Sessions and Reports');
    const list = await screen.findByRole('list', { name: 'All sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(60));
    expect(within(list).getAllByRole('listitem').at(-1)!.textContent).toContain('call-59.txt');
    expect(fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/sessions?'))).toEqual([
      '/api/sessions?limit=50',
      '/api/sessions?limit=50&before=s-49',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows 'No sessions yet' and office hours with Full / Register states", async () => {
    signIn();
    const fetch = mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([]),
      'GET /api/office-hours': () =>
        json([
          officeHour({ id: 'open', title: 'Open session' }),
          officeHour({ id: 'full', title: 'Full session', registeredCount: 10, capacity: 10 }),
        ]),
      'POST /api/office-hours/open/registration': () =>
        json(officeHour({ id: 'open', title: 'Open session', registeredCount: 4, isRegistered: true })),
    });
    renderApp('/');
    await screen.findByText('Welcome back, Demo Planner');

    openTab('Sessions and Reports');
    expect(await screen.findByText('No sessions yet')).toBeTruthy();

    openTab('Office Hours');
    const full = (await screen.findByRole('heading', { name: 'Full session' })).closest(
      '[aria-labelledby]',
    ) as HTMLElement;
    expect(within(full).getByText('Full')).toBeTruthy();
    expect((within(full).getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(full).getByText('10/10 seats')).toBeTruthy();

    const open = screen
      .getByRole('heading', { name: 'Open session' })
      .closest('[aria-labelledby]') as HTMLElement;
    fireEvent.click(within(open).getByRole('button', { name: 'Register' }));
    expect(await within(open).findByRole('button', { name: 'Cancel registration' })).toBeTruthy();
    expect(within(open).getByText('Registered')).toBeTruthy();
    expect(within(open).getByText('4/10 seats')).toBeTruthy();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url === '/api/office-hours/open/registration' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('toasts the server message when registration fails', async () => {
    signIn();
    mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([]),
      'GET /api/office-hours': () => json([officeHour()]),
      'POST /api/office-hours/oh1/registration': () => json({ message: 'This office hour is full' }, 409),
    });
    renderApp('/');
    await screen.findByText('Welcome back, Demo Planner');
    openTab('Office Hours');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This office hour is full')).toBeTruthy();
    expect(screen.getByText('Registration failed')).toBeTruthy();
  });

  it("shows 'No upcoming office hours scheduled' for an empty list", async () => {
    signIn();
    mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([]),
      'GET /api/office-hours': () => json([]),
    });
    renderApp('/');
    await screen.findByText('Welcome back, Demo Planner');
    openTab('Office Hours');
    expect(await screen.findByText('No upcoming office hours scheduled')).toBeTruthy();
  });
});

describe('DashboardPage pushed updates', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("turns 'Report Pending' into 'Completed' when the server announces it, and never polls", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    let status: 'processing' | 'completed' = 'processing';
    const upload = () =>
      session({
        id: 'up',
        type: 'upload',
        fileName: 'call.docx',
        status,
        ...(status === 'completed' ? { report: { overallScore: 77 } } : {}),
      });
    const events = fakeEventStream();
    const fetch = mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([upload()]),
      'GET /api/sessions/figures': () => json(figures({ total: 1, [status]: 1 })),
      'GET /api/events': events.handler,
    });
    const calls = (url: string) => fetch.mock.calls.filter(([u]) => u === url).length;
    renderApp('/');
    await screen.findByText('Welcome back, Demo Planner');
    openTab('Sessions and Reports');
    expect(await screen.findByText('Report Pending')).toBeTruthy();
    await vi.waitFor(() => expect(events.openNow).toBe(1));
    const [listBefore, userBefore, figuresBefore] = [
      calls('/api/sessions?limit=50'),
      calls('/api/user'),
      calls('/api/sessions/figures'),
    ];

    // Nothing changes on the server: nothing is read again, however long the page stays open.
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(calls('/api/sessions?limit=50')).toBe(listBefore);
    expect(calls('/api/user')).toBe(userBefore);

    // a progress notice moves the session's bar and reads nothing again
    events.send({ sessionId: 'up', status: 'processing', progress: { percent: 40, stage: 'transcribing' } });
    const bar = await screen.findByRole('progressbar', { name: 'Transcribing… 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(calls('/api/sessions?limit=50')).toBe(listBefore);

    status = 'completed';
    events.send({ sessionId: 'up', status: 'completed' });
    expect(await screen.findByText('Completed')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: /Transcribing/ })).toBeNull();
    expect(screen.getByText('77/100')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Report/ }).getAttribute('href')).toBe('/report/up');
    expect(calls('/api/sessions?limit=50')).toBe(listBefore + 1);
    await vi.waitFor(() => expect(calls('/api/sessions/figures')).toBe(figuresBefore + 1));
    await vi.waitFor(() => expect(calls('/api/user')).toBe(userBefore + 1));
    expect(events.opened).toBe(1);
  });

  it('reads the sessions and usage again after the event stream reconnects (events may have been missed)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const events = fakeEventStream();
    const fetch = mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([session({ id: 'a', report: { overallScore: 80 } })]),
      'GET /api/sessions/figures': () => json(figures({ total: 1, completed: 1, averageScore: 80 })),
      'GET /api/events': events.handler,
    });
    const calls = (url: string) => fetch.mock.calls.filter(([u]) => u === url).length;
    renderApp('/');
    await screen.findByText('Welcome back, Demo Planner');
    await vi.waitFor(() => expect(events.openNow).toBe(1));
    const [list, user, figuresRead] = [
      calls('/api/sessions?limit=50'),
      calls('/api/user'),
      calls('/api/sessions/figures'),
    ];
    events.drop();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    await vi.waitFor(() => expect(events.openNow).toBe(1));
    await vi.waitFor(() => expect(calls('/api/sessions?limit=50')).toBe(list + 1));
    await vi.waitFor(() => expect(calls('/api/sessions/figures')).toBe(figuresRead + 1));
    await vi.waitFor(() => expect(calls('/api/user')).toBe(user + 1));
  });
});
