import WebSocket from 'ws';

export type ServerEvent = { type: string } & Record<string, Record<string, unknown> | string>;

/** The same signed URL on another origin (the test server listens on a random port, not PUBLIC_URL's). */
export const atOrigin = (url: string, origin: string) => url.replace(/^wss?:\/\/[^/]+/, origin);

/** A plain `ws` client that records every server event (test support). */
export async function connectVoice(url: string) {
  const events: ServerEvent[] = [];
  const ws = new WebSocket(url);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  ws.on('message', (raw) => events.push(JSON.parse(String(raw))));
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
    ws.on('unexpected-response', (_req, res) => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })));
  });
  const waiters = new Set<() => void>();
  ws.on('message', () => waiters.forEach((w) => w()));
  /** resolves as soon as a matching event arrives (no polling delay) */
  const waitFor = (pred: (e: ServerEvent) => boolean, timeoutMs = 20_000, from = 0): Promise<ServerEvent> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.slice(from).find(pred);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out; events: ${events.map((e) => e.type).join(',')}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  return {
    ws, events, closed, waitFor,
    send: (msg: object) => ws.send(JSON.stringify(msg)),
    /** sends a typed turn and resolves with the next agent_response after it */
    async say(text: string) {
      const from = events.length;
      ws.send(JSON.stringify({ type: 'user_message', text }));
      return waitFor((e) => e.type === 'agent_response', 20_000, from);
    },
  };
}
