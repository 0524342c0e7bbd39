import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiKeyRequestSchema } from '@ringready/core/api-access';
import { loginRequestSchema } from '@ringready/core/api';
import { sessionListQuerySchema } from '@ringready/core/sessions';
import { signatureHeader } from '../webhooks/index.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument, openApiPath } from './openapi-document.ts';
import type { Operation } from '../../lib/api-operations.ts';
import { VERIFY_SNIPPET } from './verify-snippet.ts';

const doc = buildOpenApiDocument();
type Op = {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: object }>;
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
const op = (method: string, path: string) => (doc.paths[path] as Record<string, Op>)[method]!;
const withoutDialect = (schema: object) => {
  const { $schema: _d, ...rest } = schema as Record<string, unknown>;
  return rest;
};

describe('the OpenAPI document', () => {
  it('shows a request body exactly as zod converts the schema the route validates with', () => {
    const login = op('post', '/api/auth/login').requestBody!.content['application/json']!.schema;
    expect(login).toEqual(withoutDialect(z.toJSONSchema(loginRequestSchema, { io: 'input' })));
    const key = op('post', '/api/keys').requestBody!.content['application/json']!.schema;
    expect(key).toEqual(withoutDialect(z.toJSONSchema(createApiKeyRequestSchema, { io: 'input' })));
    expect(key).toMatchObject({ required: ['name', 'scopes'], additionalProperties: false });
  });

  it('turns a query schema into parameters, with bounds and defaults as clients send them', () => {
    const params = op('get', '/api/sessions').parameters!;
    const limit = z.toJSONSchema(sessionListQuerySchema, { io: 'input' }).properties!.limit;
    expect(params.map((p) => [p.name, p.in, p.required])).toEqual([
      ['limit', 'query', false],
      ['before', 'query', false],
    ]);
    expect(params[0]!.schema).toEqual(limit);
    expect(params[0]!.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 50 });
  });

  it('writes path parameters the OpenAPI way and names every operation once', () => {
    expect(openApiPath('/api/team/members/:userId/sessions')).toBe('/api/team/members/{userId}/sessions');
    expect(op('get', '/api/sessions/{id}/report').parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const ids = Object.values(doc.paths)
      .flatMap((ops) => Object.values(ops as Record<string, Op>))
      .map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refers only to components it has', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((id) => !(id in doc.components.schemas))).toEqual([]);
  });

  it('names each error `{message}` and tells the seconds to wait on 429', () => {
    const responses = op('get', '/api/sessions').responses;
    expect(Object.keys(responses)).toEqual(['200', '400', '401', '403', '429']);
    expect(responses['404']).toBeUndefined();
    expect(responses['429']).toMatchObject({ headers: { 'Retry-After': { schema: { type: 'integer' } } } });
    expect(doc.components.schemas.Error).toEqual({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
      additionalProperties: false,
    });
  });

  it('refuses an operation whose schema refers to an unnamed one', () => {
    const inner = z.object({ a: z.string() });
    const outer: Operation = {
      method: 'GET',
      path: '/api/x',
      tag: 'Catalog',
      summary: 'x',
      response: { status: 200, description: 'x', schema: z.object({ b: inner }) },
      errors: [],
    };
    const second: Operation = {
      ...outer,
      path: '/api/y',
      response: { status: 200, description: 'y', schema: inner },
    };
    expect(() => buildOpenApiDocument([outer, second])).toThrow(/unnamed schema/);
  });
});

describe('the reference page', () => {
  const html = renderDocsPage(doc);

  it('groups operations by tag, in the order of the tags', () => {
    const positions = doc.tags.map((t) =>
      html.indexOf(`<h2 id="tag-${t.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${t.name}</h2>`),
    );
    expect(positions).toHaveLength(11);
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('A session token, or an API key with the <code>reports:read</code> scope.');
    expect(html).toContain('<p>An array of <a href="#schema-sessionsummary">SessionSummary</a></p>');
    expect(html).toContain('<a href="#schema-scenario">Scenario</a>');
  });

  it('escapes what it shows', () => {
    expect(html).not.toContain('"<t>.<raw body>"');
    expect(html).toContain('&lt;raw body&gt;');
  });
});

describe('the webhook verification snippet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rr-snippet-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts what the sender signs and refuses a changed body, another secret or an old timestamp', async () => {
    const file = join(dir, 'verify.mjs');
    writeFileSync(file, VERIFY_SNIPPET);
    const { verifyRingReadySignature: verify } = (await import(pathToFileURL(file).href)) as {
      verifyRingReadySignature: (
        body: string | Buffer,
        header: string,
        secret: string,
        nowMs?: number,
      ) => boolean;
    };
    const secret = 'whsec_test-secret';
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'report.ready',
      createdAt: '2025-05-01T10:00:00Z',
      data: {},
    });
    const now = 1_746_093_600;
    const header = signatureHeader(secret, body, now);
    expect(verify(body, header, secret, now * 1000)).toBe(true);
    expect(verify(Buffer.from(body), header, secret, (now + 299) * 1000)).toBe(true);
    expect(verify(`${body} `, header, secret, now * 1000)).toBe(false);
    expect(verify(body, header, 'whsec_other', now * 1000)).toBe(false);
    expect(verify(body, header, secret, (now + 301) * 1000)).toBe(false);
    expect(verify(body, 't=abc,v1=00', secret, now * 1000)).toBe(false);
  });
});
