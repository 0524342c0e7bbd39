import type { z } from 'zod';
import {
  API_KEY_PREFIX,
  API_KEY_REQUESTS_PER_MINUTE,
  API_SCOPE_LABELS,
  API_SCOPES,
  apiKeyScopeFor,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNATURE_HEADER,
} from '@ringready/core/api-access';
import * as r from '@ringready/core/api-schemas';
import { teamScenarioSchema } from '@ringready/core/team-scenarios';
import { teamPathSchema } from '@ringready/core/team-paths';
import { teamScorecardSchema } from '@ringready/core/team-scorecards';
import { convertSchemas, type JsonSchema } from './json-schemas.ts';
import { TAGS, type Operation } from '../../lib/api-operations.ts';
import { OPERATIONS } from './operations.ts';

export const API_VERSION = '1.0.0';

/** The response bodies named in components.schemas (and shown in the reference's Schemas section). */
export const RESPONSE_COMPONENTS: Record<string, z.ZodType> = {
  Error: r.apiErrorSchema,
  Message: r.messageResponseSchema,
  User: r.userSchema,
  Subscription: r.subscriptionSchema,
  CurrentUsage: r.currentUsageSchema,
  LoginResponse: r.loginResponseSchema,
  Scenario: r.scenarioSchema,
  Video: r.videoSchema,
  OfficeHour: r.officeHourSchema,
  Report: r.reportSchema,
  Session: r.sessionSchema,
  SessionSummary: r.sessionSummarySchema,
  ReportResponse: r.reportResponseSchema,
  SessionFigures: r.sessionFiguresSchema,
  UploadResponse: r.uploadResponseSchema,
  ApiKeySummary: r.apiKeySummarySchema,
  CreatedApiKey: r.createdApiKeySchema,
  WebhookEndpoint: r.webhookEndpointSummarySchema,
  WebhookDelivery: r.webhookDeliverySummarySchema,
  Team: r.teamSchema,
  TeamMember: r.teamMemberSchema,
  TeamInvitation: r.teamInvitationSchema,
  TeamStats: r.teamStatsSchema,
  Assignment: r.assignmentSchema,
  TeamScenario: teamScenarioSchema,
  TeamScorecard: teamScorecardSchema,
  TeamPath: teamPathSchema,
};

const ERRORS: Record<number, string> = {
  400: 'The input is invalid; the message names the first problem',
  401: `No token, or an unknown, revoked or expired session token or API key`,
  402: 'The payment was declined',
  403: 'Not allowed: the plan or the role does not allow it, or an API key lacks the scope or may not call this',
  404: 'Not found, or not the caller’s',
  409: 'Conflicts with the current state',
  410: 'No longer available',
  413: 'The file is larger than 10 MB',
  422: 'The file could not be read as a transcript',
  429: 'Too many requests: wait (an API key’s limit gives the seconds in Retry-After) and try again',
};

/** `/api/sessions/:id` → `/api/sessions/{id}` */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

function operationId(op: Operation): string {
  const words = op.path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [op.method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

const errorResponse = (status: number, withRetryAfter: boolean) => ({
  description: ERRORS[status] ?? 'Error',
  ...(withRetryAfter
    ? { headers: { 'Retry-After': { description: 'seconds to wait', schema: { type: 'integer' } } } }
    : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The OpenAPI 3.1 document of the API, generated from the operations' zod schemas. */
export function buildOpenApiDocument(operations: readonly Operation[] = OPERATIONS) {
  const requests = convertSchemas(
    {},
    operations.flatMap((op) => [op.body, op.query].filter((s): s is z.ZodType => !!s)),
    'input',
  );
  const responses = convertSchemas(
    RESPONSE_COMPONENTS,
    operations.flatMap((op) => ('schema' in op.response ? [op.response.schema] : [])),
    'output',
  );

  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const scope = op.public ? undefined : apiKeyScopeFor(op.method, op.path);
    const query = op.query ? requests.schemaOf(op.query) : undefined;
    const queryProps = (query?.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((query?.required ?? []) as string[]);
    const parameters = [
      ...pathParams(op.path).map((name) => ({
        name,
        in: 'path',
        required: true,
        description: op.params?.[name],
        schema: { type: 'string' },
      })),
      ...Object.entries(queryProps).map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema,
      })),
    ];
    const res = op.response;
    const success = {
      description: res.description,
      ...('schema' in res
        ? { content: { 'application/json': { schema: responses.schemaOf(res.schema) } } }
        : 'media' in res
          ? { content: { [res.media]: {} } }
          : {}),
    };
    // a protected route can refuse a token (401), and refuse an API key (403) or its rate (429), also a
    // route that keys may not call: the key is counted and checked before the route runs
    const errors = new Set([...op.errors, ...(op.public ? [] : [401, 403, 429])]);
    (paths[openApiPath(op.path)] ??= {})[op.method.toLowerCase()] = {
      operationId: operationId(op),
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      security: op.public ? [] : [{ sessionToken: [] }, ...(scope ? [{ apiKey: [scope] }] : [])],
      ...(scope ? { 'x-api-key-scope': scope } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: requests.schemaOf(op.body) } },
            },
          }
        : {}),
      ...(op.upload
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: {
                      [op.upload.field]: {
                        type: 'string',
                        contentMediaType: 'application/octet-stream',
                        description: op.upload.description,
                      },
                    },
                    required: [op.upload.field],
                  },
                },
              },
            },
          }
        : {}),
      responses: {
        [String(res.status)]: success,
        ...Object.fromEntries(
          [...errors].sort().map((status) => [String(status), errorResponse(status, status === 429)]),
        ),
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'RingReady API',
      version: API_VERSION,
      description:
        'Sessions, reports, real-call uploads and team data of RingReady. Every error is `{"message": "…"}`.',
    },
    servers: [{ url: '/' }],
    tags: TAGS.filter((t) => operations.some((op) => op.tag === t.name)).map((t) => ({ ...t })),
    paths,
    webhooks: webhookDocs(),
    components: {
      schemas: { ...responses.components, WebhookEvent: WEBHOOK_EVENT_SCHEMA } as Record<string, JsonSchema>,
      securitySchemes: {
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token answered by POST /api/auth/login: `Authorization: Bearer <token>`.',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}…`,
          description:
            `An API key from POST /api/keys (Master plan): \`Authorization: Bearer ${API_KEY_PREFIX}…\`. ` +
            `A key may call only the operations that list its scope, at most ${API_KEY_REQUESTS_PER_MINUTE} ` +
            'requests a minute. Scopes: ' +
            API_SCOPES.map((s) => `\`${s}\` (${API_SCOPE_LABELS[s]})`).join(', ') +
            '.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

const WEBHOOK_EVENT_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'the event id (the same on every retry of it)' },
    type: { type: 'string', enum: [...WEBHOOK_EVENTS, 'test'] },
    createdAt: { type: 'string', format: 'date-time' },
    data: { type: 'object', description: 'ids, scores and links about what happened; never a secret' },
  },
  required: ['id', 'type', 'createdAt', 'data'],
};

function webhookDocs() {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          summary: `The ${event} event, POSTed to the endpoints subscribed to it`,
          parameters: [
            {
              name: WEBHOOK_SIGNATURE_HEADER,
              in: 'header',
              required: true,
              description:
                't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>',
              schema: { type: 'string' },
            },
          ],
          requestBody: {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookEvent' } } },
          },
          responses: { '2XX': { description: 'Received; any other answer is retried with back-off' } },
        },
      },
    ]),
  );
}
