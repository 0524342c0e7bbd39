import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buyerEndedMessage, CLOSE_CODE, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { FakeWebSocket, metadataEvent } from '../../../test/fake-web-socket';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

describe('/conversation live view', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  });

  it('connects to the supplied URL, lists messages, ends the session and returns to /', async () => {
    const fetch = mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([]),
      'POST /api/sessions/s1/end': () => json({ id: 's1', status: 'processing' }),
    });
    const url = encodeURIComponent('ws://h/v1/convai/conversation?session=s1');
    renderApp(`/conversation?sessionId=s1&conversationId=c1&scenarioId=x&buyerType=boss&websocketUrl=${url}`);
    expect(await screen.findByText('Loading conversation...')).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Connection: Connecting...' })).toBeTruthy();
    const ws = FakeWebSocket.last;
    expect(ws.url).toBe('ws://h/v1/convai/conversation?session=s1');
    act(() => {
      ws.open();
      ws.receive(metadataEvent('c1'));
      ws.receive({
        type: SERVER_EVENT.agentResponse,
        text: 'Hi, we are planning a June wedding.',
        eventId: 1,
      });
    });
    expect(screen.getByRole('status', { name: 'Connection: Connected' })).toBeTruthy();
    expect(screen.getByText('Hi, we are planning a June wedding.')).toBeTruthy();
    expect(screen.getByText('The Boss')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mute microphone' }));
    expect(screen.getByRole('button', { name: 'Unmute microphone' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // long enough for a report: two turns of the salesperson's
    act(() => {
      ws.receive({
        type: SERVER_EVENT.userTranscript,
        text: 'Congratulations! How many guests?',
        eventId: 1,
      });
      ws.receive({ type: SERVER_EVENT.agentResponse, text: 'About a hundred.', eventId: 2 });
      ws.receive({ type: SERVER_EVENT.userTranscript, text: 'What matters most to you?', eventId: 2 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'End Session' }));
    expect(await screen.findByText('Session Completed')).toBeTruthy();
    const endCall = fetch.mock.calls.find(([u]) => u === '/api/sessions/s1/end')!;
    expect(JSON.parse(String(endCall[1]!.body))).toEqual({ conversationId: 'c1' });
    expect(ws.readyState).toBe(3);
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeTruthy();
  });

  it('asks before ending a conversation too short for a report, and then promises none', async () => {
    const fetch = mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([]),
      'POST /api/sessions/s1/end': () => json({ id: 's1', status: 'processing' }),
    });
    const url = encodeURIComponent('ws://h/v1/convai/conversation?session=s1');
    renderApp(`/conversation?sessionId=s1&conversationId=c1&scenarioId=x&buyerType=boss&websocketUrl=${url}`);
    await screen.findByRole('status', { name: 'Connection: Connecting...' });
    const ws = FakeWebSocket.last;
    act(() => {
      ws.open();
      ws.receive(metadataEvent('c1'));
      ws.receive({
        type: SERVER_EVENT.agentResponse,
        text: 'Hi, we are planning a June wedding.',
        eventId: 1,
      });
      ws.receive({ type: SERVER_EVENT.userTranscript, text: 'Congratulations!', eventId: 1 });
    });

    fireEvent.click(screen.getByRole('button', { name: 'End Session' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'End without a report?' }));
    expect(dialog.getByText(/A report needs at least 2 turns of yours/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep practising' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.some(([u]) => u === '/api/sessions/s1/end')).toBe(false);
    expect(ws.readyState).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'End Session' }));
    dialog = within(await screen.findByRole('dialog', { name: 'End without a report?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'End without a report' }));
    expect(await screen.findByText('Session Ended')).toBeTruthy();
    expect(screen.getByText(/too short for a report/)).toBeTruthy();
    expect(screen.queryByText(/Report is being generated/)).toBeNull();
    expect(fetch.mock.calls.some(([u]) => u === '/api/sessions/s1/end')).toBe(true);
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeTruthy();
  });

  it('shows that the buyer ended the call and why, and offers the report', async () => {
    mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([]),
    });
    const url = encodeURIComponent('ws://h/v1/convai/conversation?session=s1');
    renderApp(`/conversation?sessionId=s1&conversationId=c1&scenarioId=x&buyerType=boss&websocketUrl=${url}`);
    await screen.findByRole('status', { name: 'Connection: Connecting...' });
    const ws = FakeWebSocket.last;
    act(() => {
      ws.open();
      ws.receive(metadataEvent('c1'));
      ws.receive({ type: SERVER_EVENT.agentResponse, text: "I'll leave it there. Goodbye.", eventId: 1 });
      ws.readyState = 3;
      ws.onclose?.({
        code: CLOSE_CODE.buyerEnded,
        reason: buyerEndedMessage('Marcus', 'pressure'),
      } as CloseEvent);
    });
    const ended = within(await screen.findByRole('status', { name: 'Call ended' }));
    expect(ended.getByText('Marcus ended the call after feeling pushed.')).toBeTruthy();
    expect(ended.getByRole('link', { name: 'View report' }).getAttribute('href')).toBe('/report/s1');
    expect(screen.queryByRole('button', { name: 'End Session' })).toBeNull();
  });

  it('is disconnected without a websocket URL and closing returns to /', async () => {
    mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([]),
    });
    renderApp('/conversation?sessionId=s1&conversationId=c1&scenarioId=x');
    expect(await screen.findByRole('status', { name: 'Connection: Disconnected' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Wedding consultation practice with the Relater' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeTruthy();
  });

  it('names the started scenario when the catalog knows it', async () => {
    mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([]),
      'GET /api/scenarios': () =>
        json([{ id: 'boss-short-notice', title: 'Short Notice, Tight Timeline', buyerType: 'boss' }]),
    });
    renderApp('/conversation?sessionId=s1&conversationId=c1&scenarioId=boss-short-notice&buyerType=boss');
    expect(
      await screen.findByRole('heading', { name: 'Short Notice, Tight Timeline with the Boss' }),
    ).toBeTruthy();
  });

  it('feeds the coaching panel from the conversation: talk/listen ratio, phase and suggestions', async () => {
    const fetch = mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      'GET /api/sessions': () => json([]),
      'POST /api/coaching/analyze?sessionId=s1': () =>
        json({
          suggestions: [
            {
              type: 'question',
              title: 'Ask about the budget',
              description: 'They mentioned cost twice.',
              priority: 'high',
            },
          ],
        }),
    });
    const url = encodeURIComponent('ws://h/v1/convai/conversation?session=s1');
    renderApp(`/conversation?sessionId=s1&conversationId=c1&scenarioId=x&buyerType=boss&websocketUrl=${url}`);
    await screen.findByRole('status', { name: 'Connection: Connecting...' });
    const ws = FakeWebSocket.last;
    const panel = within(await screen.findByRole('complementary', { name: 'Live coaching' }));
    const before = panel.getByText(/^Talk \d+%$/).textContent;
    act(() => {
      ws.open();
      ws.receive(metadataEvent('c1'));
      ws.receive({ type: SERVER_EVENT.agentResponse, text: 'Hi.', eventId: 1 });
      ws.receive({
        type: SERVER_EVENT.userTranscript,
        text:
          'Congratulations! Our packages include two photographers, an album, drone shots ' +
          'and a full day of coverage for every part of the wedding.',
        eventId: 1,
      });
      ws.receive({ type: SERVER_EVENT.agentResponse, text: 'What does it cost?', eventId: 2 });
      ws.receive({
        type: SERVER_EVENT.userTranscript,
        text: 'It depends on the package you choose and the hours of coverage that you need for the whole day.',
        eventId: 2,
      });
    });
    expect(panel.getByText(/^Talk \d+%$/).textContent).not.toBe(before);
    expect(Number(panel.getByText(/^Talk \d+%$/).textContent!.match(/\d+/)![0])).toBeGreaterThan(80); // the salesperson did most of the talking
    // requested 1.5 s after the 4th message
    expect(await panel.findByText('Ask about the budget', {}, { timeout: 4000 })).toBeTruthy();
    const call = fetch.mock.calls.find(([u]) => String(u).startsWith('/api/coaching/analyze'))!;
    expect(JSON.parse(String(call[1]!.body))).toMatchObject({
      sessionId: 's1',
      buyerType: 'boss',
      messageCount: 4,
    });
    expect(panel.queryByRole('alert')).toBeNull(); // the talk alert needs more than 4 messages
    act(() =>
      ws.receive({
        type: SERVER_EVENT.userTranscript,
        text: 'And we also offer engagement sessions and prints for the whole family.',
        eventId: 3,
      }),
    );
    expect(panel.getByRole('alert').textContent).toMatch(/Ask a question and listen/);
  });
});
