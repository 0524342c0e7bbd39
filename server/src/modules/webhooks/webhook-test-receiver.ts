import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver for tests on 127.0.0.1: keeps every request; answers with the next status of
 * `statuses` (then 200).
 */
export async function startTestReceiver() {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'receiver broke');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** the answers to the next requests */
    answerWith: (...codes: number[]) => statuses.push(...codes),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A receiver for tests on 127.0.0.1 that never answers: each request stays open until its sender gives up
 * (its timeout) or `close()`. `open` counts the requests waiting now, `ended` those their sender ended.
 */
export async function startSilentReceiver() {
  const counts = { open: 0, ended: 0 };
  let closing = false;
  const server = createServer((req) => {
    counts.open++;
    req.resume();
    req.socket.once('close', () => {
      counts.open--;
      if (!closing) counts.ended++;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}/${path}`,
    counts,
    close: () => {
      closing = true;
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
