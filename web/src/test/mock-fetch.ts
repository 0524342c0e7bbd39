import { vi } from 'vitest';

export type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs global fetch with handlers keyed "METHOD /path" (a key may include the query string; a URL
 * with one falls back to its path's handler); unknown calls answer 404. Returns the mock.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url}`;
    const handler = handlers[key] ?? handlers[key.split('?')[0]!];
    if (!handler) return json({ message: `No mock for ${key}` }, 404);
    return handler(init, url);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** A fetch handler that never answers (to observe loading states). */
export const pending: Handler = () => new Promise<Response>(() => {});
