import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every response: a strict content security policy (own origin; inline
 * styles for the component library; Vimeo for the training library's videos and thumbnails; WebSockets
 * for voice; blob audio), no sniffing, no framing by others, HSTS. The middleware is built once at start;
 * each request only has its prepared headers set.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://i.vimeocdn.com'],
        frameSrc: ["'self'", 'https://player.vimeo.com'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (req, reply, done) =>
    setHeaders(req.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );
}
