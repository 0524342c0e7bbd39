import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_KEY_PREFIX,
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEY_TEXTS,
  apiKeyScopeFor,
} from '@ringready/core/api-access';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid, type RequestAuth } from '../../lib/http.ts';
import { hashToken } from '../../lib/secrets.ts';
import { enforceRateLimit, MINUTE } from '../../lib/rate-limit.ts';
import { findMembership } from '../access/index.ts';
import { findApiKeyByHash, isOwnSession, touchApiKey, type ApiKeyRow } from './api-key-repository.ts';
import { hasApiAccess } from './api-key-service.ts';

/** last_used_at is written at most once a minute per key. */
const TOUCH_INTERVAL_MS = MINUTE;

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

const isLive = (key: ApiKeyRow, now: Date) => !key.revokedAt && (!key.expiresAt || key.expiresAt > now);

/** Seconds until the key's current rate-limit window ends (at least 1). */
function retryAfterSeconds(now: Date): number {
  const windowEnd = (Math.floor(now.getTime() / MINUTE) + 1) * MINUTE;
  return Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
}

/** Counts the request against the key's per-minute budget; over it, a 429 carrying Retry-After. */
async function limitKey(ctx: AppContext, key: ApiKeyRow, now: Date): Promise<number | null> {
  try {
    await enforceRateLimit(ctx.db, `api-key:${key.id}`, API_KEY_REQUESTS_PER_MINUTE, MINUTE, now);
    return null;
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) return retryAfterSeconds(now);
    throw err;
  }
}

/**
 * What a live key may do on this route: only the routes of API_KEY_ROUTES, with the route's scope, while
 * the owner's plan includes API access. team:read routes need a team key whose creator is still an admin
 * of its team; a personal key reads only its owner's own sessions (never those of members they lead).
 */
async function checkAccess(
  ctx: AppContext,
  key: ApiKeyRow,
  req: FastifyRequest,
  now: Date,
): Promise<HttpError | null> {
  const scope = apiKeyScopeFor(req.method, req.routeOptions.url ?? '');
  if (!scope) return new HttpError(403, API_KEY_TEXTS.routeNotAllowed);
  if (!key.scopes.includes(scope)) return new HttpError(403, API_KEY_TEXTS.missingScope(scope));
  if (!(await hasApiAccess(ctx.db, key.userId, now))) return new HttpError(403, API_KEY_TEXTS.planEnded);
  if (key.teamId) {
    const membership = await findMembership(ctx.db, key.userId);
    if (membership?.teamId !== key.teamId || membership.role !== 'admin')
      return new HttpError(403, API_KEY_TEXTS.teamKeyLostAccess);
  } else {
    if (scope === 'team:read') return new HttpError(403, API_KEY_TEXTS.personalKeyOnTeamRoute);
    const sessionId = (req.params as Record<string, string | undefined>).id;
    if (req.routeOptions.url?.startsWith('/api/sessions/:id') && sessionId && isUuid(sessionId))
      if (!(await isOwnSession(ctx.db, key.userId, sessionId))) return notFound('Session not found');
  }
  return null;
}

/**
 * The onRequest step for a bearer token that is an API key: sets `req.auth` (with the key's scopes) or
 * answers the request: 401 for an unknown, revoked or expired key, 429 with Retry-After over the key's rate
 * limit, 403 (404 for another person's session) when the key may not do this. Key requests are logged
 * with the key's id and prefix, never the key.
 */
export async function authenticateApiKeyRequest(
  ctx: AppContext,
  token: string,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const now = ctx.now();
  const found = await findApiKeyByHash(ctx.db, hashToken(token));
  if (!found || !isLive(found.key, now)) {
    req.log.info({ apiKeyId: found?.key.id }, 'api key refused: unknown, revoked or expired');
    return reply.code(401).send({ message: API_KEY_TEXTS.invalidKey });
  }
  const { key, user } = found;
  const log = req.log.child({ apiKeyId: key.id, apiKeyPrefix: key.prefix });
  req.log = log;
  reply.log = log;

  const retryAfter = await limitKey(ctx, key, now);
  if (retryAfter !== null) {
    log.info('api key rate-limited');
    return reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send({ message: API_KEY_TEXTS.rateLimited(retryAfter) });
  }
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS)
    await touchApiKey(ctx.db, key.id, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));

  const refusal = await checkAccess(ctx, key, req, now);
  if (refusal) {
    log.info({ status: refusal.status }, 'api key refused on this route');
    return reply.code(refusal.status).send({ message: refusal.message });
  }
  log.info('api key request');
  const auth: RequestAuth = {
    user,
    tokenId: key.id,
    token,
    apiKey: { id: key.id, prefix: key.prefix, scopes: key.scopes, teamId: key.teamId },
  };
  req.auth = auth;
  return undefined;
}
