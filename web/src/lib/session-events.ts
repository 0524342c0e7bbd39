import { getAuthToken, isPageUnloading, notifyUnauthorized } from './auth-token';
import { createEventStreamParser } from './event-stream-parser';

export const EVENTS_URL = '/api/events';
/** Until the server sends its own `retry:`, the first wait before reconnecting. */
export const DEFAULT_RETRY_MS = 3000;
/** Waits double after each failed attempt up to this. */
export const MAX_RETRY_MS = 30_000;
/** The server sends a comment every 25 s: this long without a byte means the connection is dead. */
export const SILENCE_LIMIT_MS = 60_000;

/** How far a session's background work is (a recording: decoding, transcribing, then analysing). */
export interface SessionProgress {
  percent: number;
  stage: 'decoding' | 'transcribing' | 'analysing';
}

export interface SessionEvent {
  sessionId: string;
  status: string;
  /** only on progress notices of a session still processing */
  progress?: SessionProgress;
}

const STAGES = new Set<unknown>(['decoding', 'transcribing', 'analysing']);

function parseProgress(value: unknown): SessionProgress | undefined {
  const p = value as Partial<SessionProgress> | null | undefined;
  if (typeof p?.percent === 'number' && STAGES.has(p.stage)) return { percent: p.percent, stage: p.stage! };
  return undefined;
}

export interface SessionEventHandlers {
  onEvent: (event: SessionEvent) => void;
  /** A connection opened after an earlier one dropped or failed: events may have been missed meanwhile. */
  onReconnect: () => void;
}

function parseSessionEvent(data: string): SessionEvent | null {
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    const progress = parseProgress(value.progress);
    if (typeof value.sessionId === 'string' && typeof value.status === 'string')
      return { sessionId: value.sessionId, status: value.status, ...(progress ? { progress } : {}) };
  } catch {
    // not an event this code understands: ignored
  }
  return null;
}

/**
 * Follows GET /api/events (server-sent events, read with fetch because the request carries the bearer
 * token): each `session` event is handed to `onEvent`. A dropped, failed or silent stream is opened again
 * after the server's retry delay, doubled after each failed attempt (at most MAX_RETRY_MS); a 401 signs
 * the user out instead. Returns the function that closes it for good.
 */
export function openSessionEvents(handlers: SessionEventHandlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  let attempts = 0;

  const reconnectLater = () => {
    if (stopped) return;
    const delay = Math.min(MAX_RETRY_MS, retryMs * 2 ** failures);
    failures += 1;
    reconnectTimer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    const token = getAuthToken();
    if (stopped || !token) return;
    const abort = new AbortController();
    controller = abort;
    const reconnecting = attempts > 0;
    attempts += 1;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heardFromServer = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), SILENCE_LIMIT_MS);
    };
    try {
      const res = await fetch(EVENTS_URL, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        credentials: 'include',
        cache: 'no-store',
        signal: abort.signal,
      });
      if (res.status === 401) {
        if (!stopped && !isPageUnloading()) notifyUnauthorized();
        return;
      }
      if (!res.ok || !res.body) throw new Error(`${res.status}: event stream unavailable`);
      failures = 0;
      if (reconnecting && !stopped) handlers.onReconnect();
      const parser = createEventStreamParser({
        onEvent: ({ event, data }) => {
          const parsed = event === 'session' ? parseSessionEvent(data) : null;
          if (parsed && !stopped) handlers.onEvent(parsed);
        },
        onRetry: (ms) => (retryMs = ms),
      });
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      heardFromServer();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        heardFromServer();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // dropped, refused or aborted: reconnectLater decides
    } finally {
      clearTimeout(silence);
    }
    reconnectLater();
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(reconnectTimer);
    controller?.abort();
  };
}
