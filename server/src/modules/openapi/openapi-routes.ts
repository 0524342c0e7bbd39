import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';

/**
 * The API reference, public: GET /api/openapi.json (OpenAPI 3.1, generated from the zod schemas the routes
 * validate with) and GET /api/docs (the same document as a readable page). Both are built once, on first
 * request.
 */
export function registerOpenApiRoutes(app: FastifyInstance) {
  const open = { config: { public: true } };
  let doc: OpenApiDocument | undefined;
  let page: string | undefined;
  const document = () => (doc ??= buildOpenApiDocument());

  app.get('/api/openapi.json', open, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(document()),
  );

  app.get('/api/docs', open, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send((page ??= renderDocsPage(document()))),
  );
}
