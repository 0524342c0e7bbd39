import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every response: a strict content security policy (own origin; inline
 * styles for the component library; Vimeo for the training library's videos and thumbnails; WebSockets
 * for voice to this host only, or ElevenLabs' when it runs the conversations; blob audio), no sniffing, no
 * framing by others, HSTS; and no caching of what a signed-in request was answered. The middleware is
 * built once at start; each request only has its prepared headers set.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const { elevenLabs, publicUrl } = app.ctx.config;
  // signed voice URLs name PUBLIC_URL's host; a conversation ElevenLabs runs uses their socket
  const sockets = new Set([new URL(publicUrl).origin.replace(/^http/, 'ws')]);
  if (elevenLabs) sockets.add(new URL(elevenLabs.baseUrl).origin.replace(/^http/, 'ws'));
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://i.vimeocdn.com'],
        frameSrc: ["'self'", 'https://player.vimeo.com'],
        connectSrc: ["'self'", (req) => thisHostSockets(req.headers.host), ...sockets],
        mediaSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (req, reply, done) =>
    setHeaders(req.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );
  // an answer to a signed-in request is that user's data: no browser or proxy cache keeps it
  app.addHook('onSend', async (req, reply) => {
    if (req.headers.authorization && req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}

/** A host name or address with an optional port: anything else in Host is never written into the policy. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * WebSockets to the host the page was loaded from (the voice socket), whatever name it was opened by
 * (localhost, 127.0.0.1, the public name): ws and wss, since 'self' does not cover them in every browser.
 */
function thisHostSockets(host: string | undefined): string {
  return host && HOST.test(host) ? `ws://${host} wss://${host}` : '';
}
