import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, onUnauthorized } from './auth-token';
import { json, mockFetch } from '../test/mock-fetch';
import { fakeEventStream } from '../test/event-stream';
import { MAX_RETRY_MS, SILENCE_LIMIT_MS, openSessionEvents, type SessionEvent } from './session-events';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
});
afterEach(() => vi.useRealTimers());

function follow() {
  const events: SessionEvent[] = [];
  const onReconnect = vi.fn();
  const close = openSessionEvents({ onEvent: (e) => events.push(e), onReconnect });
  return { events, onReconnect, close };
}

describe('openSessionEvents', () => {
  it('sends the bearer token and hands over session events only', async () => {
    const stream = fakeEventStream();
    const fetch = mockFetch({ 'GET /api/events': stream.handler });
    const { events, onReconnect, close } = follow();
    await vi.waitFor(() => expect(stream.openNow).toBe(1));
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    stream.send({ sessionId: 's1', status: 'processing' });
    stream.send({ sessionId: 's1', status: 'completed' });
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      { sessionId: 's1', status: 'processing' },
      { sessionId: 's1', status: 'completed' },
    ]);
    expect(onReconnect).not.toHaveBeenCalled();
    close();
    expect(stream.openNow).toBe(0);
  });

  it('reconnects after a drop, says so, and stops for good when closed', async () => {
    const stream = fakeEventStream();
    mockFetch({ 'GET /api/events': stream.handler });
    const { events, onReconnect, close } = follow();
    await vi.waitFor(() => expect(stream.openNow).toBe(1));
    stream.drop();
    await vi.advanceTimersByTimeAsync(2900);
    expect(stream.opened).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(stream.openNow).toBe(1));
    expect(stream.opened).toBe(2);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    stream.send({ sessionId: 's2', status: 'failed' });
    await vi.waitFor(() => expect(events).toEqual([{ sessionId: 's2', status: 'failed' }]));

    close();
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2);
    expect(stream.opened).toBe(2);
  });

  it('backs off while the server refuses, up to the cap, and starts over once connected', async () => {
    const stream = fakeEventStream();
    let up = false;
    const times: number[] = [];
    mockFetch({
      'GET /api/events': (init, url) => {
        times.push(Date.now());
        return up ? stream.handler(init, url) : json({ message: 'down' }, 503);
      },
    });
    const gaps = () => times.slice(1).map((t, i) => t - times[i]!);
    const { onReconnect, close } = follow();
    await vi.advanceTimersByTimeAsync(105_000);
    expect(gaps()).toEqual([3000, 6000, 12000, 24000, 30000, 30000]);
    expect(onReconnect).not.toHaveBeenCalled();

    up = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(stream.openNow).toBe(1);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    stream.drop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(stream.opened).toBe(2);
    expect(gaps().at(-1)).toBe(3000);
    close();
  });

  it('gives up on a stream that goes silent and opens a new one', async () => {
    const stream = fakeEventStream();
    mockFetch({ 'GET /api/events': stream.handler });
    const { onReconnect, close } = follow();
    await vi.waitFor(() => expect(stream.openNow).toBe(1));
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS + 3000);
    await vi.waitFor(() => expect(stream.opened).toBe(2));
    expect(onReconnect).toHaveBeenCalledTimes(1);
    close();
  });

  it('signs out on a 401 instead of retrying', async () => {
    const fetch = mockFetch({ 'GET /api/events': () => json({ message: 'Authentication required' }, 401) });
    const unauthorized = vi.fn();
    const stop = onUnauthorized(unauthorized);
    const { close } = follow();
    await vi.waitFor(() => expect(unauthorized).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(1);
    close();
    stop();
  });

  it('does not connect without a token', async () => {
    window.localStorage.clear();
    const fetch = mockFetch({});
    const { close } = follow();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    close();
  });
});
