import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_REQUESTS_PER_MINUTE, API_KEY_ROUTES, type CreatedApiKey } from '@ringready/core/api-access';
import type { Session } from '@ringready/core/api';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { openApiPath, type OpenApiDocument } from './openapi-document.ts';
import { registeredRoutes, responseValidator } from '../../../test-support/openapi-test-kit.ts';
import { INTERNAL_ROUTES, OPERATIONS } from './operations.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: OpenApiDocument;
let check: ReturnType<typeof responseValidator>;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  check = responseValidator(doc);
});
afterAll(() => t.close());

/** `/api/sessions/{id}` → `/api/sessions/:id` */
const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');
const documented = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${fastifyPath(path)}`),
  );

describe('the served document and the running app', () => {
  it('is OpenAPI 3.1, public, with every operation of the registry', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(documented().sort()).toEqual(OPERATIONS.map((op) => `${op.method} ${op.path}`).sort());
  });

  it('documents only routes the app has', () => {
    const missing = documented().filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      return !t.app.hasRoute({ method: method as 'GET', url });
    });
    expect(missing).toEqual([]);
  });

  it('documents every /api route or lists it as internal, never both, and lists no route that is gone', () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    // the reading of the route tree is itself checked: every route read is one the app has
    for (const route of routes) {
      const [method, url] = route.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
    }
    const api = routes.filter((r) => r.split(' ')[1]!.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(40);
    const internal = INTERNAL_ROUTES.map((r) => `${r.method} ${r.path}`);
    const docs = new Set(documented());
    expect(api.filter((r) => !docs.has(r) && !internal.includes(r))).toEqual([]);
    expect(internal.filter((r) => docs.has(r))).toEqual([]);
    expect(internal.filter((r) => !api.includes(r))).toEqual([]);
  });

  it('gives every route an API key may call its scope, and no other route one', () => {
    for (const { method, url, scope } of API_KEY_ROUTES) {
      const op = (doc.paths[openApiPath(url)] as Record<string, { security: unknown[] }>)[
        method.toLowerCase()
      ];
      expect(op?.security, `${method} ${url}`).toEqual([{ sessionToken: [] }, { apiKey: [scope] }]);
    }
    const withKeys = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops as Record<string, { security: Array<Record<string, unknown>> }>).filter((op) =>
        op.security.some((s) => s.apiKey),
      ),
    );
    expect(withKeys).toHaveLength(API_KEY_ROUTES.length);
  });
});

const evalFile = readFileSync(
  new URL('../../../../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url),
);

function multipart(fileName: string, content: Buffer) {
  const boundary = `----rr${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="${fileName}"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('real answers match the document', () => {
  /** Calls the route and checks the answer against the document's schema for its status. */
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    url: string,
    headers: Record<string, string>,
    expected: number,
    payload?: unknown,
  ) {
    const res = await t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(expected);
    expect(check.errors(method, path, res.statusCode, res.json()), `${method} ${url}`).toBeNull();
    return res;
  }

  it('for the signed-in user, sessions, figures, a report, the catalogue and errors', async () => {
    const u = await signUpAndLogin(t.app, { plan: 'tier3' });
    await call('GET', '/api/user', '/api/user', u.auth, 200);
    await call('GET', '/api/auth/validate', '/api/auth/validate', u.auth, 200);
    await call('GET', '/api/scenarios', '/api/scenarios', u.auth, 200);
    await call('GET', '/api/videos', '/api/videos', u.auth, 200);
    await call('GET', '/api/office-hours', '/api/office-hours', u.auth, 200);

    const m = multipart('call.txt', evalFile);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/upload',
      ...m,
      headers: { ...u.auth, ...m.headers },
    });
    expect(upload.statusCode).toBe(202);
    expect(check.errors('POST', '/api/sessions/upload', 202, upload.json())).toBeNull();
    const { sessionId } = upload.json<{ sessionId: string }>();
    const deadline = Date.now() + 30_000;
    let session: Session;
    do {
      session = (await t.app.inject({ url: `/api/sessions/${sessionId}`, headers: u.auth })).json<Session>();
      if (session.status === 'processing') await new Promise((r) => setTimeout(r, 100));
    } while (session.status === 'processing' && Date.now() < deadline);
    expect(session.status).toBe('completed');

    await call('GET', '/api/sessions/{id}', `/api/sessions/${sessionId}`, u.auth, 200);
    await call('GET', '/api/sessions/{id}/report', `/api/sessions/${sessionId}/report`, u.auth, 200);
    const list = await call('GET', '/api/sessions', '/api/sessions?limit=5', u.auth, 200);
    expect(list.json<Session[]>().map((s) => s.id)).toEqual([sessionId]);
    const figures = await call('GET', '/api/sessions/figures', '/api/sessions/figures', u.auth, 200);
    expect(figures.json()).toMatchObject({ total: 1, completed: 1 });
    await call('GET', '/api/team/me', '/api/team/me', u.auth, 200);

    await call('GET', '/api/sessions', '/api/sessions', {}, 401);
    await call('GET', '/api/sessions', '/api/sessions?limit=0', u.auth, 400);
    await call('GET', '/api/sessions/{id}', `/api/sessions/${crypto.randomUUID()}`, u.auth, 404);
  });

  it('for API keys, a team and webhook endpoints, also when a key is refused', async () => {
    const admin = await signUpAndLogin(t.app, { plan: 'tier3' });
    await call('POST', '/api/team', '/api/team', admin.auth, 201, { name: 'Contract testers' });
    await call('GET', '/api/team', '/api/team', admin.auth, 200);
    await call('GET', '/api/team/stats', '/api/team/stats', admin.auth, 200);
    await call('GET', '/api/team/assignments', '/api/team/assignments', admin.auth, 200);

    const created = await call('POST', '/api/keys', '/api/keys', admin.auth, 201, {
      name: 'CRM sync',
      scopes: ['sessions:read'],
    });
    await call('GET', '/api/keys', '/api/keys', admin.auth, 200);
    const key = { authorization: `Bearer ${created.json<CreatedApiKey>().key}` };
    await call('GET', '/api/sessions', '/api/sessions', key, 200);
    await call('GET', '/api/sessions/figures', '/api/sessions/figures', key, 403);
    await call('GET', '/api/sessions/{id}/report', `/api/sessions/${crypto.randomUUID()}/report`, key, 403);

    // over the key's budget: 429 with the seconds to wait, as documented (two windows' worth of requests,
    // in case a minute ends during the loop)
    let limited;
    for (let i = 0; i < 2 * API_KEY_REQUESTS_PER_MINUTE + 2 && !limited; i++) {
      const res = await t.app.inject({ url: '/api/sessions?limit=1', headers: key });
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(check.errors('GET', '/api/sessions', 429, limited?.json())).toBeNull();

    const endpoint = await call(
      'POST',
      '/api/webhooks/endpoints',
      '/api/webhooks/endpoints',
      admin.auth,
      201,
      {
        url: 'http://127.0.0.1:9/ringready',
        events: ['report.ready'],
      },
    );
    const id = endpoint.json<{ id: string }>().id;
    await call('GET', '/api/webhooks/endpoints', '/api/webhooks/endpoints', admin.auth, 200);
    await call(
      'POST',
      '/api/webhooks/endpoints/{id}/test',
      `/api/webhooks/endpoints/${id}/test`,
      admin.auth,
      202,
    );
    const deliveries = await call(
      'GET',
      '/api/webhooks/endpoints/{id}/deliveries',
      `/api/webhooks/endpoints/${id}/deliveries?limit=5`,
      admin.auth,
      200,
    );
    expect(deliveries.json()).toHaveLength(1);
  });

  it('and a schema that does not fit is caught (the check can fail)', () => {
    expect(check.errors('GET', '/api/sessions/figures', 200, { total: 1 })).not.toBeNull();
    expect(check.errors('GET', '/api/user', 401, { message: 'x', stack: 'y' })).not.toBeNull();
  });
});

describe('GET /api/docs', () => {
  it('is a public page without scripts, with every operation, authentication, limits and signatures', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    // nothing loaded from elsewhere: the only link is the app's own favicon
    const favicon = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
    expect(html).toContain(favicon);
    expect(html.replace(favicon, '')).not.toMatch(/<script|<link|https?:\/\/(?!your-ringready-host)[a-z]/i);
    for (const route of documented()) {
      const [method, path] = route.split(' ') as [string, string];
      expect(html, route).toContain(`${method}</span> <code>${openApiPath(path)}</code>`);
    }
    for (const text of [
      'Bearer rr_live_',
      'Retry-After',
      'RingReady-Signature',
      'timingSafeEqual',
      '{ "message"',
    ])
      expect(html, text).toContain(text);
  });
});
