/**
 * API access (Master plan): personal API keys with scopes, and outgoing webhooks. Shared by the server,
 * the Settings → API screen and the OpenAPI document.
 */
import { z } from 'zod';

/** Keys look like `rr_live_` + 43 base64url characters (256 random bits). */
export const API_KEY_PREFIX = 'rr_live_';

export const API_SCOPES = ['sessions:read', 'reports:read', 'uploads:write', 'team:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const WEBHOOK_EVENTS = [
  'report.ready',
  'report.failed',
  'practice.completed',
  'team.member_joined',
  'assignment.completed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Only team admins may subscribe to these. */
export const TEAM_WEBHOOK_EVENTS: readonly WebhookEvent[] = ['team.member_joined', 'assignment.completed'];

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'RingReady-Signature';

export const createApiKeyRequestSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Please name the key' })
    .max(80, { error: 'Name must be at most 80 characters' }),
  scopes: z
    .array(z.enum(API_SCOPES, { error: `Scopes must be among: ${API_SCOPES.join(', ')}` }))
    .min(1, { error: 'Choose at least one scope' })
    .transform((s) => [...new Set(s)]),
  /** ISO date-time in the future, or absent for a key that does not expire */
  expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO date-time' }).optional(),
  /** a team admin's key that reads the team's data */
  team: z.boolean().optional(),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export interface ApiKeySummary {
  id: string;
  name: string;
  /** the first characters, to recognise the key */
  prefix: string;
  scopes: ApiScope[];
  team: boolean;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}
/** The answer to creating a key: the only time the whole key is shown. */
export interface CreatedApiKey extends ApiKeySummary {
  key: string;
}

export const createWebhookRequestSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'Please enter the endpoint’s https:// address' }).max(2000),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `Events must be among: ${WEBHOOK_EVENTS.join(', ')}` }))
    .min(1, { error: 'Choose at least one event' })
    .transform((e) => [...new Set(e)]),
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequestSchema>;

export interface WebhookEndpointSummary {
  id: string;
  url: string;
  events: WebhookEvent[];
  /** shown to the owner so they can verify signatures */
  secret: string;
  disabled: boolean;
  createdAt: string;
}

export interface WebhookDeliverySummary {
  id: string;
  eventId: string;
  eventType: WebhookEvent | 'test';
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  responseCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** At most this many unrevoked, unexpired keys per person. */
export const MAX_ACTIVE_API_KEYS = 20;
/** Requests per key in each fixed minute; the next one is answered 429 with Retry-After. */
export const API_KEY_REQUESTS_PER_MINUTE = 60;

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'sessions:read': 'Read your sessions',
  'reports:read': 'Read reports and download their PDFs',
  'uploads:write': 'Upload real calls for analysis',
  'team:read': "Read your team's members, statistics and their sessions (team keys only)",
};

export interface ApiKeyRoute {
  method: 'GET' | 'POST';
  /** the route as the server registers it */
  url: string;
  scope: ApiScope;
}

/** Every route an API key may call, with the scope it needs; a key is refused (403) on any other route. */
export const API_KEY_ROUTES: readonly ApiKeyRoute[] = [
  { method: 'GET', url: '/api/sessions', scope: 'sessions:read' },
  { method: 'GET', url: '/api/sessions/:id', scope: 'sessions:read' },
  { method: 'GET', url: '/api/sessions/:id/report', scope: 'reports:read' },
  { method: 'GET', url: '/api/sessions/:id/report.pdf', scope: 'reports:read' },
  { method: 'POST', url: '/api/sessions/upload', scope: 'uploads:write' },
  { method: 'GET', url: '/api/team', scope: 'team:read' },
  { method: 'GET', url: '/api/team/stats', scope: 'team:read' },
  { method: 'GET', url: '/api/team/members/:userId/sessions', scope: 'team:read' },
];

/** The scope a route needs from an API key, or undefined when keys may not call it (HEAD reads as GET). */
export function apiKeyScopeFor(method: string, url: string): ApiScope | undefined {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return API_KEY_ROUTES.find((r) => r.method === m && r.url === url)?.scope;
}

export const API_KEY_TEXTS = {
  masterOnly: 'API keys are part of the Master plan. Upgrade in Settings → Billing to create one.',
  planEnded: 'API access is part of the Master plan, and this key’s account is no longer on it.',
  teamAdminOnly: 'Only an admin of a team can create a team key.',
  teamScopeNeedsTeamKey: 'The team:read scope needs a team key: tick “Team key” (team admins only).',
  expiryInPast: 'expiresAt must be in the future',
  tooManyKeys: `You already have ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one to create another.`,
  notFound: 'API key not found',
  invalidKey: 'This API key is not valid: it is unknown, revoked or expired.',
  routeNotAllowed: 'API keys cannot use this route. Sign in to the app to do this.',
  missingScope: (scope: ApiScope) => `This API key does not have the ${scope} scope.`,
  personalKeyOnTeamRoute: 'This is a personal key: team routes need a team key created by a team admin.',
  teamKeyLostAccess: 'This team key’s creator is no longer an admin of its team.',
  rateLimited: (seconds: number) =>
    `Too many requests with this API key (at most ${API_KEY_REQUESTS_PER_MINUTE} a minute). ` +
    `Please retry in ${seconds} seconds.`,
} as const;

export const WEBHOOK_DELIVERY_PAGE_DEFAULT = 20;
export const WEBHOOK_DELIVERY_PAGE_MAX = 100;

/** `?limit=&before=`: newest first; `before` is the id of the last delivery of the previous page. */
export const webhookDeliveryListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(WEBHOOK_DELIVERY_PAGE_MAX, { error: `limit must be at most ${WEBHOOK_DELIVERY_PAGE_MAX}` })
    .default(WEBHOOK_DELIVERY_PAGE_DEFAULT),
  before: z.uuid({ error: 'before must be a delivery id' }).optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;
