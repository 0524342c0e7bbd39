import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

/** One app process behind the proxy; `up` is false once its process has gone. */
export interface ProxyBackend {
  name: string;
  port: number;
  up: boolean;
  /** HTTP requests and websocket connections sent to it */
  requests: number;
  upgrades: number;
}

/** A websocket connection the proxy carries: which backend serves it, and both of its sockets. */
export interface ProxiedSocket {
  backend: ProxyBackend;
  client: net.Socket;
  upstream: net.Socket;
}

/** Headers that describe one hop, not the message: never forwarded as they are. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function endToEndHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP_BY_HOP.has(k.toLowerCase())));
}

/**
 * A small load balancer for tests: every new HTTP request and every new websocket connection goes to
 * the next backend that is up, in turn. A websocket stays on the backend that accepted it; when that
 * process dies, the client's socket is closed too, as a real load balancer does.
 */
export async function startRoundRobinProxy(backends: ProxyBackend[]) {
  let next = 0;
  const sockets: ProxiedSocket[] = [];
  const pick = (): ProxyBackend | undefined => {
    for (let i = 0; i < backends.length; i++) {
      const b = backends[(next + i) % backends.length]!;
      if (!b.up) continue;
      next = (next + i + 1) % backends.length;
      return b;
    }
    return undefined;
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  const server = http.createServer((req, res) => {
    const backend = pick();
    if (!backend) return void res.writeHead(502).end();
    backend.requests++;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: endToEndHeaders(req.headers),
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEndHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const backend = pick();
    if (!backend) return void client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    backend.upgrades++;
    const upstream = net.connect(backend.port, '127.0.0.1');
    const entry = { backend, client, upstream };
    sockets.push(entry);
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on('connect', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const s of [client, upstream]) {
      s.on('error', closeBoth);
      s.on('close', closeBoth);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    backends,
    /** every websocket connection carried so far, oldest first */
    sockets,
    async close() {
      for (const s of sockets) {
        s.client.destroy();
        s.upstream.destroy();
      }
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type RoundRobinProxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;
