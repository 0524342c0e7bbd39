import { expect } from 'vitest';

export interface ServerEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  events: ServerEvent[];
  /** the first event (already received or still to come) that matches, within `ms` */
  next(match: (e: ServerEvent) => boolean, ms?: number): Promise<unknown>;
  /** settles when the server ends the stream (or it is closed here) */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET /api/events as a browser's fetch would and parses the server-sent events as they come. */
export async function openEventStream(base: string, auth: Record<string, string>): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: auth, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const w of waiters) w();
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    ended,
    close: () => abort.abort(),
    next: (match, ms = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found.data);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
  };
}
