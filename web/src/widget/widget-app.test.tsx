import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CLIENT_EVENT, encodeClientMessage, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { Toaster } from '../components/ui/toaster';
import { AUTH_TOKEN_KEY } from '../lib/auth-token';
import { asWebSocket, FakeWebSocket, metadataEvent } from '../test/fake-web-socket';
import { json, mockFetch } from '../test/mock-fetch';
import { readWidgetParams } from './widget-params';
import { WidgetApp } from './widget-app';

const scenario = {
  id: 'boss-venue-bottom-line',
  title: 'The Groom Who Wants the Bottom Line',
  description: '',
  difficulty: 'advanced',
  duration: '10-15 min',
  imageUrl: '',
  agentPrompt: 'p',
  buyerType: 'boss',
};

function renderWidget(search: string) {
  return render(
    <>
      <WidgetApp params={readWidgetParams(search)} WebSocketImpl={asWebSocket} />
      <Toaster />
    </>,
  );
}

describe('voice widget', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    vi.spyOn(window, 'alert').mockImplementation(() => {});
  });

  it('starts a session for the buyer of the agent, holds a typed turn without a microphone, and ends it', async () => {
    const fetch = mockFetch({
      'GET /api/scenarios': () => json([{ ...scenario, id: 'relater-1', buyerType: 'relater' }, scenario]),
      'POST /api/sessions/start': () =>
        json({
          sessionId: 'sess-1',
          conversationId: 'conv_1',
          websocketUrl: 'ws://x/v1/convai/conversation?session=sess-1',
          agentPrompt: 'p',
          scenario,
        }),
      'POST /api/sessions/sess-1/end': () => json({ id: 'sess-1', status: 'processing' }),
    });
    const posted = vi.spyOn(window.parent, 'postMessage');
    renderWidget('?agent=agent_ringready_boss&mode=coaching');
    expect(screen.getByRole('heading', { name: 'Talk to the Boss' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start conversation' }));

    expect(await screen.findByText('Session Started')).toBeTruthy();
    const startCall = fetch.mock.calls.find(([url]) => url === '/api/sessions/start')!;
    expect(JSON.parse(String(startCall[1]!.body))).toEqual({
      scenarioId: 'boss-venue-bottom-line',
      mode: 'coaching',
    });
    // jsdom has no microphone: the microphone-access alert, and typing stays available
    expect(await screen.findByText(/Please allow microphone access to use voice conversation/)).toBeTruthy();
    expect(window.alert).toHaveBeenCalledWith('Please allow microphone access to use voice conversation');

    const ws = FakeWebSocket.last;
    expect(ws.url).toBe('ws://x/v1/convai/conversation?session=sess-1');
    act(() => {
      ws.open();
      ws.receive(metadataEvent('conv_1'));
      ws.receive({ type: SERVER_EVENT.agentResponse, text: 'Give me the bottom line.', eventId: 1 });
    });
    expect(screen.getByRole('status', { name: 'Connection: Connected' })).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Transcript' });
    expect(within(log).getByText('Give me the bottom line.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Type a message'), { target: { value: 'How many guests?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(ws.sent.at(-1)).toBe(
      encodeClientMessage({ type: CLIENT_EVENT.userMessage, text: 'How many guests?' }),
    );
    expect(within(log).getByText('How many guests?')).toBeTruthy();
    act(() => ws.receive({ type: SERVER_EVENT.agentResponse, text: 'About 120.', eventId: 2 }));
    expect(within(log).getByText('About 120.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type a message'), { target: { value: 'And the date?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('region', { name: 'Live conversation' }).getAttribute('data-connection')).toBe(
      'connected',
    );

    fireEvent.click(screen.getByRole('button', { name: 'End Session' }));
    expect(await screen.findByRole('heading', { name: 'Session Completed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View report' }).getAttribute('href')).toBe('/report/sess-1');
    expect(ws.readyState).toBe(3);
    // jsdom's window.parent is window itself, so nothing is posted when not framed
    expect(posted).not.toHaveBeenCalled();
  });

  it(
    'on an ElevenLabs call: ends with their conversation id, ' +
      'warns a minute before the plan runs out and ends the call then',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const fetch = mockFetch({
          'GET /api/scenarios': () => json([scenario]),
          'POST /api/sessions/start': () =>
            json({
              sessionId: 'sess-2',
              conversationId: 'conv_ours',
              websocketUrl: 'wss://api.elevenlabs.test/v1/convai/conversation?agent_id=a',
              agentPrompt: 'p',
              scenario,
              practiceSecondsLeft: 90,
            }),
          'POST /api/sessions/sess-2/end': () => json({ id: 'sess-2', status: 'processing' }),
        });
        renderWidget('?agent=agent_ringready_boss');
        fireEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
        expect(await screen.findByText('Session Started')).toBeTruthy();
        act(() => {
          FakeWebSocket.last.open();
          FakeWebSocket.last.receive(metadataEvent('conv_el_9'));
        });
        await act(() => vi.advanceTimersByTimeAsync(29_000));
        expect(screen.queryByText('Practice time almost up')).toBeNull();
        await act(() => vi.advanceTimersByTimeAsync(2_000)); // 60 s left
        expect(screen.getByText('Practice time almost up')).toBeTruthy();
        expect(fetch.mock.calls.some(([u]) => u === '/api/sessions/sess-2/end')).toBe(false);
        await act(() => vi.advanceTimersByTimeAsync(65_000)); // the minutes are used up
        // nothing was said: no report is promised
        expect(await screen.findByRole('heading', { name: 'Session Ended' })).toBeTruthy();
        const endCall = fetch.mock.calls.find(([u]) => u === '/api/sessions/sess-2/end')!;
        expect(JSON.parse(String(endCall[1]!.body))).toEqual({ conversationId: 'conv_el_9' });
        expect(screen.getByText('Your plan’s practice minutes are used up.')).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('says a conversation is too short for a report before ending it, and then promises none', async () => {
    const fetch = mockFetch({
      'GET /api/scenarios': () => json([scenario]),
      'POST /api/sessions/start': () =>
        json({
          sessionId: 'sess-3',
          conversationId: 'c3',
          websocketUrl: 'ws://x/3',
          agentPrompt: 'p',
          scenario,
        }),
      'POST /api/sessions/sess-3/end': () => json({ id: 'sess-3', status: 'processing' }),
    });
    renderWidget('?agent=agent_ringready_boss');
    fireEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByText('Session Started')).toBeTruthy();
    act(() => FakeWebSocket.last.open());
    fireEvent.change(screen.getByLabelText('Type a message'), { target: { value: 'Hi there!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    fireEvent.click(screen.getByRole('button', { name: 'End Session' }));
    const dialog = await screen.findByRole('dialog', { name: 'End without a report?' });
    expect(within(dialog).getByText(/A report needs at least 2 turns of yours/)).toBeTruthy();
    const ended = () => fetch.mock.calls.some(([u]) => u === '/api/sessions/sess-3/end');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep practising' }));
    expect(ended()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'End Session' }));
    fireEvent.click(await screen.findByRole('button', { name: 'End without a report' }));
    expect(await screen.findByRole('heading', { name: 'Session Ended' })).toBeTruthy();
    expect(ended()).toBe(true);
    expect(screen.getAllByText(/too short for a report/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Report is being generated/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'View report' })).toBeNull();
  });

  it("shows 'Failed to Start Session' when the start call fails", async () => {
    mockFetch({
      'GET /api/scenarios': () => json([scenario]),
      'POST /api/sessions/start': () => json({ message: 'boom' }, 500),
    });
    renderWidget('?agent=agent_ringready_boss');
    fireEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByText('Failed to Start Session')).toBeTruthy();
    expect(
      screen.getByText('There was an error starting your training session. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start conversation' })).toBeTruthy();
  });

  it('rejects an unknown agent and asks to sign in without a token', () => {
    renderWidget('?agent=nope');
    expect(screen.getByText('Unknown voice agent')).toBeTruthy();
    window.localStorage.clear();
    renderWidget('?agent=agent_ringready_boss');
    expect(screen.getByRole('link', { name: 'Sign in to RingReady' })).toBeTruthy();
  });
});
