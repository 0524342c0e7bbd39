import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, pending } from '../../../test/mock-fetch';
import { demoUser, officeHour, report, session } from '../../../test/fixtures';

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
    });
    renderApp('/');
    expect(await screen.findByText('Loading dashboard...')).toBeTruthy();
  });

  it('shows stats, usage cards and the sessions list', async () => {
    signIn();
    mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () =>
        json([
          session({ id: 'a', report: report(80) }),
          session({ id: 'b', status: 'processing' }),
          session({
            id: 'c',
            status: 'failed',
            failureReason: 'Transcript was empty',
            type: 'upload',
            fileName: 'call.txt',
          }),
        ]),
    });
    renderApp('/');
    expect(await screen.findByText('Welcome back, Demo Planner')).toBeTruthy();
    expect(screen.getByText('62 / 300')).toBeTruthy();
    expect(screen.getByText('2 / 10')).toBeTruthy();
    expect(screen.getByText('80')).toBeTruthy();
    expect(screen.getByText('Practice Minutes Usage')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Relater Session/ }).getAttribute('href')).toBe('/report/a');

    openTab('Sessions and Reports');
    const list = await screen.findByRole('list', { name: 'All sessions' });
    expect(within(list).getByText('Report Pending')).toBeTruthy();
    expect(within(list).getByText('Transcript was empty')).toBeTruthy();
    expect(within(list).getAllByRole('link', { name: /View Report/ })).toHaveLength(1);
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

describe('DashboardPage polling', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refetches sessions and usage every 3 s while a report is pending, and stops when none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    let status: 'processing' | 'completed' = 'processing';
    const upload = () =>
      session({
        id: 'up',
        type: 'upload',
        fileName: 'call.docx',
        status,
        ...(status === 'completed' ? { report: report(77) } : {}),
      });
    const fetch = mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([upload()]),
    });
    const calls = (url: string) => fetch.mock.calls.filter(([u]) => u === url).length;
    renderApp('/');
    await screen.findByText('Welcome back, Demo Planner');
    openTab('Sessions and Reports');
    expect(await screen.findByText('Report Pending')).toBeTruthy();
    const sessionsBefore = calls('/api/sessions');
    const userBefore = calls('/api/user');

    await act(async () => vi.advanceTimersByTime(3000));
    await vi.waitFor(() => expect(calls('/api/sessions')).toBe(sessionsBefore + 1));
    expect(calls('/api/user')).toBeGreaterThan(userBefore);

    status = 'completed';
    await act(async () => vi.advanceTimersByTime(3000));
    expect(await screen.findByText('Completed')).toBeTruthy();
    expect(screen.getByText('77/100')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Report/ }).getAttribute('href')).toBe('/report/up');

    const settled = calls('/api/sessions');
    await act(async () => vi.advanceTimersByTime(9000));
    expect(calls('/api/sessions')).toBe(settled);
  });
});
