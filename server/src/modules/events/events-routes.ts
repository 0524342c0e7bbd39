import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../lib/http.ts';
import { SessionEventsHub } from './session-events-hub.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;

/**
 * GET /api/events: a server-sent events stream of the caller's own session status changes
 * (`event: session`, data `{sessionId, status}`), fed by the database's NOTIFY so a change made by any
 * process reaches the browser on whichever process it is connected to. Replaces polling.
 */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext) {
  const hub = new SessionEventsHub(ctx.database, ctx.log);
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
    await hub.close();
  });

  app.get('/api/events', async (req, reply) => {
    const { user, tokenId } = requireAuth(req);
    const userId = user.id;
    // the stream ends when its token does (signed out, revoked); `signedOut` holds an end that comes
    // before the stream is open
    const stream: { end?: () => void; signedOut?: boolean } = {};
    const unregister = await ctx.connections.register(tokenId, () => {
      stream.signedOut = true;
      stream.end?.();
    });
    if (!unregister) return reply.code(401).send({ message: 'Authentication required' });
    reply.hijack();
    const res = reply.raw;
    // set once subscribed and answering; the close handler may run before that
    const live: { unsubscribe?: () => void; heartbeat?: NodeJS.Timeout } = {};
    let ended = false;
    const end = () => {
      ended = true;
      clearInterval(live.heartbeat);
      live.unsubscribe?.();
      unregister();
      open.delete(end);
      if (res.writableEnded) return;
      // signed out before the stream opened: the answer it would have had a moment later
      if (stream.signedOut && !res.headersSent) {
        res.writeHead(401, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: 'Authentication required' }));
      } else res.end();
    };
    stream.end = end;
    open.add(end);
    req.raw.on('close', end);
    if (stream.signedOut) end();
    // the stream answers once it is subscribed: a client that re-reads its sessions when connected misses no
    // change made after that moment
    const stop = await hub.subscribe(userId, (event) => {
      res.write(`event: session\ndata: ${JSON.stringify(event)}\n\n`);
    });
    if (ended) {
      stop();
      return;
    }
    live.unsubscribe = stop;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': req.id,
    });
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    live.heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  });
}
