import type { Handler } from './mock-fetch';

/**
 * A fake GET /api/events for mockFetch: each request opens a server-sent events stream (it starts as the
 * server's does); `send` writes a session event to the open ones, `drop` ends them as a lost connection
 * would.
 */
export function fakeEventStream() {
  const encoder = new TextEncoder();
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  let opened = 0;
  const handler: Handler = (init) => {
    opened += 1;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        c.enqueue(encoder.encode('retry: 3000\n: connected\n\n'));
      },
    });
    open.add(controller);
    init?.signal?.addEventListener('abort', () => {
      if (!open.delete(controller)) return;
      controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  };
  return {
    handler,
    /** how many times the stream was requested */
    get opened() {
      return opened;
    },
    get openNow() {
      return open.size;
    },
    send(event: { sessionId: string; status: string; progress?: { percent: number; stage: string } }) {
      const text = `event: session\ndata: ${JSON.stringify(event)}\n\n`;
      for (const c of open) c.enqueue(encoder.encode(text));
    },
    drop() {
      for (const c of open) c.close();
      open.clear();
    },
  };
}
