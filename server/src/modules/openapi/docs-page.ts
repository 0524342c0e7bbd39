import {
  API_KEY_PREFIX,
  API_KEY_REQUESTS_PER_MINUTE,
  API_SCOPE_LABELS,
  API_SCOPES,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNATURE_HEADER,
} from '@ringready/core/api-access';
import type { JsonSchema } from './json-schemas.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { VERIFY_SNIPPET } from './verify-snippet.ts';

interface DocOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Array<Record<string, string[]>>;
  parameters?: Array<{
    name: string;
    in: string;
    required: boolean;
    description?: string;
    schema: JsonSchema;
  }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** `code` spans of the descriptions, after escaping */
const prose = (s: string) => esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');
const anchor = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/** Leaves out, for reading only, what a format already says (its pattern) and the safe-integer bounds. */
function readable(this: unknown, key: string, value: unknown): unknown {
  const holder = this as JsonSchema;
  if (key === 'pattern' && holder.format) return undefined;
  if ((key === 'minimum' || key === 'maximum') && SAFE_INTEGER_BOUNDS.has(value as number)) return undefined;
  return value;
}

/** A schema as indented JSON; a reference to a component becomes a link to it. */
function schemaBlock(schema: JsonSchema): string {
  const text = esc(JSON.stringify(schema, readable, 2));
  const linked = text.replace(/&quot;#\/components\/schemas\/([A-Za-z0-9]+)&quot;/g, (_m, id: string) =>
    refLink(id),
  );
  return `<pre>${linked}</pre>`;
}

function authLine(op: DocOperation): string {
  if (op.security.length === 0) return '<p class="auth">Public: no token needed.</p>';
  const scope = op.security.find((s) => s.apiKey)?.apiKey?.[0];
  return scope
    ? `<p class="auth">A session token, or an API key with the <code>${esc(scope)}</code> scope.</p>`
    : '<p class="auth">A session token (API keys may not call this).</p>';
}

function parametersTable(op: DocOperation): string {
  if (!op.parameters?.length) return '';
  const rows = op.parameters
    .map((p) => {
      const s = p.schema;
      const bounds = [
        s.type ? String(s.type) : '',
        s.format ? `(${String(s.format)})` : '',
        s.minimum !== undefined ? `min ${String(s.minimum)}` : '',
        s.maximum !== undefined ? `max ${String(s.maximum)}` : '',
        s.default !== undefined ? `default ${JSON.stringify(s.default)}` : '',
      ].filter(Boolean);
      return (
        `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td>${esc(bounds.join(', '))}</td><td>${prose(p.description ?? '')}</td></tr>`
      );
    })
    .join('');
  return (
    '<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Type</th>' +
    `<th>Description</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

const refName = (schema: JsonSchema | undefined) =>
  typeof schema?.$ref === 'string' && Object.keys(schema).length === 1
    ? schema.$ref.replace('#/components/schemas/', '')
    : undefined;
const refLink = (id: string) => `<a href="#schema-${anchor(id)}">${esc(id)}</a>`;

/** A named schema (or a list of one) as a link to it, anything else written out. */
function schemaView(schema: JsonSchema): string {
  const id = refName(schema);
  if (id) return `<p>${refLink(id)}</p>`;
  const item = schema.type === 'array' ? refName(schema.items as JsonSchema) : undefined;
  return item && Object.keys(schema).length === 2
    ? `<p>An array of ${refLink(item)}</p>`
    : schemaBlock(schema);
}

function contentBlocks(content: Record<string, { schema?: JsonSchema }> | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, { schema }]) => `<p class="media">${esc(type)}</p>${schema ? schemaView(schema) : ''}`)
    .join('');
}

function operationSection(method: string, path: string, op: DocOperation): string {
  const statuses = Object.entries(op.responses);
  const success = statuses.filter(([s]) => s.startsWith('2'));
  const errors = statuses.filter(([s]) => !s.startsWith('2'));
  return (
    `<section class="op" id="${esc(op.operationId)}">` +
    `<h3><span class="method ${method}">${method.toUpperCase()}</span>` +
    ` <code>${esc(path)}</code></h3><p>${prose(op.summary)}</p>` +
    (op.description ? `<p>${prose(op.description)}</p>` : '') +
    authLine(op) +
    parametersTable(op) +
    (op.requestBody ? `<h4>Request body</h4>${contentBlocks(op.requestBody.content)}` : '') +
    success
      .map(([status, r]) => `<h4>Response ${status}: ${prose(r.description)}</h4>${contentBlocks(r.content)}`)
      .join('') +
    (errors.length
      ? '<h4>Errors</h4><ul>' +
        errors.map(([s, r]) => `<li><strong>${s}</strong> ${prose(r.description)}</li>`).join('') +
        '</ul>'
      : '') +
    '</section>'
  );
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:980px;margin:2rem auto;padding:0 1rem;color:#1f2937;' +
  'line-height:1.5}pre{background:#f6f8fa;padding:.75rem;border-radius:6px;overflow-x:auto;font-size:.85rem}' +
  'code{background:#f3f4f6;padding:0 .2rem;border-radius:3px}pre code{background:none}' +
  'table{border-collapse:collapse;margin:.5rem 0}td,th{padding:.3rem .6rem;border-bottom:1px solid #e5e7eb;' +
  'text-align:left;vertical-align:top}.op{border-top:1px solid #e5e7eb;padding-top:.5rem;margin-top:1.5rem}' +
  '.method{display:inline-block;min-width:4.2rem;text-align:center;color:#fff;border-radius:4px;' +
  'font-size:.8rem;padding:.1rem .3rem}.get{background:#2563eb}.post{background:#16a34a}' +
  '.put,.patch{background:#d97706}.delete{background:#dc2626}.auth{color:#4b5563;font-style:italic}' +
  '.media{color:#6b7280;font-size:.85rem;margin-bottom:0}nav ul{columns:2}';

function introduction(doc: OpenApiDocument): string {
  const scopes = API_SCOPES.map(
    (s) => `<tr><td><code>${s}</code></td><td>${esc(API_SCOPE_LABELS[s])}</td></tr>`,
  ).join('');
  return (
    `<p>${prose(doc.info.description)} The machine-readable document: <a href="/api/openapi.json">` +
    `/api/openapi.json</a> (OpenAPI ${doc.openapi}, version ${esc(doc.info.version)}).</p>` +
    '<h2 id="authentication">Authenticating with a key</h2>' +
    '<p>Send a bearer token in the <code>Authorization</code> header. Scripts and integrations use an API key ' +
    '(Master plan), created in Settings → API or with <code>POST /api/keys</code> and shown once:</p>' +
    `<pre>curl -H "Authorization: Bearer ${API_KEY_PREFIX}…" https://your-ringready-host/api/sessions</pre>` +
    '<p>A key carries scopes and may call only the operations marked with one of them; team routes need a ' +
    'team key, made by a team admin. The app itself signs in with <code>POST /api/auth/login</code> and sends ' +
    'the session token it answers the same way.</p>' +
    `<table><thead><tr><th>Scope</th><th>Allows</th></tr></thead><tbody>${scopes}</tbody></table>` +
    '<h2 id="errors">Errors</h2><p>Every error answers a status code and a JSON body with one sentence, ' +
    'written to be shown to a person:</p><pre>{ "message": "This API key does not have the reports:read scope." }' +
    '</pre><p>400: the message names the first invalid field. 401: no token, or an unknown, revoked or ' +
    'expired one. 403: the plan, the role or the key’s scopes do not allow it. 404: it does not exist or ' +
    'is not yours.</p>' +
    '<h2 id="rate-limits">Rate limits</h2>' +
    `<p>Each API key may make ${API_KEY_REQUESTS_PER_MINUTE} requests a minute. The next one is answered ` +
    '<code>429</code> with a <code>Retry-After</code> header giving the seconds until the next minute; wait ' +
    'that long, then retry. A few operations (invitations, assignments, exports, webhook tests) have their ' +
    'own limits and answer 429 the same way.</p>' +
    '<h2 id="paging">Paging</h2><p>Lists of sessions and deliveries are newest first, <code>limit</code> at ' +
    'a time. For the next page pass <code>before</code>, the id of the last item you received; a page ' +
    'shorter than <code>limit</code> is the last.</p>'
  );
}

function webhooksSection(): string {
  return (
    '<h2 id="webhooks">Webhook events and signatures</h2>' +
    '<p>Register an HTTPS endpoint with <code>POST /api/webhooks/endpoints</code> ' +
    'for the events it should receive. Each event is POSTed as JSON <code>{id, type, createdAt, data}</code>; ' +
    'any answer other than 2xx is retried with back-off, and the same event keeps its <code>id</code>, so ' +
    'ignore an id you have already handled. Events: ' +
    WEBHOOK_EVENTS.map((e) => `<code>${e}</code>`).join(', ') +
    ' (and <code>test</code>).</p>' +
    `<p>Every delivery carries the header <code>${WEBHOOK_SIGNATURE_HEADER}: t=&lt;unix seconds&gt;,` +
    'v1=&lt;hex HMAC-SHA256 of "&lt;t&gt;.&lt;raw body&gt;"&gt;</code>, keyed with the endpoint’s secret. ' +
    'Verify it over the raw bytes of the body, before parsing them, and refuse a timestamp more than five ' +
    'minutes away:</p>' +
    `<pre><code>${esc(VERIFY_SNIPPET)}</code></pre>`
  );
}

/** The API reference as one HTML page, rendered from the OpenAPI document (no scripts). */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const nav: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods as Record<string, DocOperation>))
      (byTag.get(op.tags[0]!) ?? byTag.set(op.tags[0]!, []).get(op.tags[0]!)!).push(
        operationSection(method, path, op),
      );
  const groups = doc.tags
    .map((t) => {
      nav.push(`<li><a href="#tag-${anchor(t.name)}">${esc(t.name)}</a></li>`);
      return (
        `<h2 id="tag-${anchor(t.name)}">${esc(t.name)}</h2><p>${prose(t.description)}</p>` +
        (byTag.get(t.name) ?? []).join('')
      );
    })
    .join('');
  const schemas = Object.entries(doc.components.schemas)
    .map(([id, s]) => `<h3 id="schema-${anchor(id)}">${esc(id)}</h3>${schemaBlock(s as JsonSchema)}`)
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><title>RingReady API reference</title>' +
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">' +
    `<style>${STYLE}</style></head><body><h1>RingReady API reference</h1>` +
    '<nav><h4>Guide</h4><ul><li><a href="#authentication">Authenticating with a key</a></li>' +
    '<li><a href="#errors">Errors</a></li><li><a href="#rate-limits">Rate limits</a></li>' +
    '<li><a href="#paging">Paging</a></li><li><a href="#webhooks">Webhook events and signatures</a></li></ul>' +
    `<h4>Operations</h4><ul>${nav.join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>` +
    introduction(doc) +
    webhooksSection() +
    groups +
    `<h2 id="schemas">Schemas</h2>${schemas}</body></html>`
  );
}
