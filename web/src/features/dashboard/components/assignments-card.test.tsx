import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { demoUser, figures, sessionSummary as session } from '../../../test/fixtures';
import { fakeEventStream } from '../../../test/event-stream';
import { assignment } from '../../../test/team-fixtures';
import { FakeWebSocket } from '../../../test/fake-web-socket';
import { sortAssignments } from './assignments-card';

function openDashboard(handlers: Record<string, Handler>) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(demoUser),
    'GET /api/user': () => json(demoUser),
    'GET /api/sessions': () => json([]),
    ...handlers,
  });
  renderApp('/');
  return fetch;
}

describe('Assigned practice card', () => {
  it('lists the assignments, open ones first, with due date, target and status', async () => {
    openDashboard({
      'GET /api/assignments': () =>
        json([
          assignment({
            id: 'a1',
            status: 'done',
            bestScore: 90,
            scenario: { ...assignment().scenario, title: 'Done one' },
          }),
          assignment({
            id: 'a2',
            status: 'pending',
            targetScore: null,
            scenario: { ...assignment().scenario, title: 'Open one' },
          }),
        ]),
    });
    const list = await screen.findByRole('list', { name: 'Assigned practice' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Open one')).toBeTruthy();
    expect(within(items[0]!).getByText('Pending')).toBeTruthy();
    expect(within(items[0]!).queryByText(/target/)).toBeNull();
    expect(within(items[1]!).getByText('Done')).toBeTruthy();
    expect(within(items[1]!).getByText(/Due .*2026 · target 80\/100 · best 90\/100/)).toBeTruthy();
  });

  it('starts a practice session on the assigned scenario and opens the live conversation', async () => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const fetch = openDashboard({
      'GET /api/assignments': () => json([assignment()]),
      'POST /api/sessions/start': () =>
        json({
          sessionId: 's-new',
          conversationId: 'c-new',
          websocketUrl: 'ws://h/voice?session=s-new',
          agentPrompt: '',
          scenario: { id: 'boss-venue-bottom-line', buyerType: 'boss', title: 'x' },
          practiceSecondsLeft: null,
        }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Start practice: The Groom Who Wants the Bottom Line' }),
    );
    expect(await screen.findByText('Loading conversation...')).toBeTruthy();
    expect(FakeWebSocket.last.url).toBe('ws://h/voice?session=s-new');
    const start = fetch.mock.calls.find(([u]) => u === '/api/sessions/start')!;
    expect(JSON.parse(String(start[1]!.body))).toEqual({
      scenarioId: 'boss-venue-bottom-line',
      mode: 'coaching',
      assignmentId: 'as1',
    });
  });

  it('reads the assignments again when the server announces the report of a practice', async () => {
    let done = false;
    const events = fakeEventStream();
    const fetch = openDashboard({
      'GET /api/sessions': () =>
        json([
          session({
            id: 'p1',
            status: done ? 'completed' : 'processing',
            ...(done ? { report: { overallScore: 82 } } : {}),
          }),
        ]),
      'GET /api/sessions/figures': () =>
        json(figures(done ? { total: 1, completed: 1 } : { total: 1, processing: 1 })),
      'GET /api/events': events.handler,
      'GET /api/assignments': () =>
        json([assignment(done ? { status: 'done', bestScore: 82 } : { status: 'pending', bestScore: null })]),
    });
    const list = await screen.findByRole('list', { name: 'Assigned practice' });
    expect(within(list).getByText('Pending')).toBeTruthy();
    await waitFor(() => expect(events.openNow).toBe(1));
    // a status change that completes nothing leaves the assignments alone
    events.send({ sessionId: 'p1', status: 'processing' });
    const figuresRead = () => fetch.mock.calls.filter(([u]) => u === '/api/sessions/figures').length;
    await waitFor(() => expect(figuresRead()).toBe(2));
    expect(fetch.mock.calls.filter(([u]) => u === '/api/assignments')).toHaveLength(1);

    done = true;
    events.send({ sessionId: 'p1', status: 'completed' });
    expect(await within(list).findByText('Done')).toBeTruthy();
    expect(within(list).getByText(/best 82\/100/)).toBeTruthy();
  });

  it('shows the refusal when the plan does not allow practice', async () => {
    openDashboard({
      'GET /api/assignments': () => json([assignment()]),
      'POST /api/sessions/start': () => json({ message: 'You have used all practice minutes.' }, 403),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Start practice/ }));
    expect(await screen.findByText('Failed to Start Session')).toBeTruthy();
    expect(screen.getByText('You have used all practice minutes.')).toBeTruthy();
  });

  it.each([
    ['there are none', () => json([])],
    ['the list is unavailable', () => json({ message: 'Not found' }, 404)],
  ])('is hidden when %s', async (_case, handler) => {
    const fetch = openDashboard({ 'GET /api/assignments': handler });
    expect(await screen.findByText('Welcome back, Demo Planner')).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/assignments')).toBe(true));
    expect(screen.queryByText('Assigned practice')).toBeNull();
  });

  it('orders open assignments by due date before finished ones', () => {
    const list = [
      assignment({ id: 'done', status: 'done', dueAt: '2026-01-01T00:00:00.000Z' }),
      assignment({ id: 'later', status: 'pending', dueAt: '2026-03-01T00:00:00.000Z' }),
      assignment({ id: 'late', status: 'late', dueAt: '2026-01-05T00:00:00.000Z' }),
    ];
    expect(sortAssignments(list).map((a) => a.id)).toEqual(['late', 'later', 'done']);
  });
});
