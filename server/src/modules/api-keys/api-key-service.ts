import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_TEXTS,
  MAX_ACTIVE_API_KEYS,
  type ApiKeySummary,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@ringready/core/api-access';
import { planIncludes } from '@ringready/core/billing';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/http.ts';
import { hashToken } from '../../lib/secrets.ts';
import { effectiveTier, findActiveSubscription } from '../plans/index.ts';
import { findMembership } from '../access/index.ts';
import {
  countActiveApiKeys,
  insertApiKey,
  listApiKeys,
  lockUser,
  revokeApiKey,
} from './api-key-repository.ts';
import { presentApiKey } from './api-key-presenter.ts';

/** Characters of a key kept in clear to recognise it in lists: the prefix and four random ones. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

/** A new key: the prefix and 256 random bits in base64url (43 characters). */
export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** True when the plan the user may use now (their own or their team owner's) includes API access. */
export async function hasApiAccess(q: Queryable, userId: string, now: Date): Promise<boolean> {
  const sub = await findActiveSubscription(q, userId, now);
  return planIncludes(sub ? effectiveTier(sub, now) : null, 'api');
}

export async function listKeys(ctx: AppContext, userId: string): Promise<ApiKeySummary[]> {
  return (await listApiKeys(ctx.db, userId)).map(presentApiKey);
}

/**
 * Creates a key for a Master user; the whole key is returned once and only its SHA-256 is stored. A team
 * key (team admins only) reads the admin's team and is the only kind that may hold team:read. At most
 * MAX_ACTIVE_API_KEYS live keys per person, counted under a lock of the user's row.
 */
export async function createKey(
  ctx: AppContext,
  userId: string,
  input: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  const now = ctx.now();
  if (!(await hasApiAccess(ctx.db, userId, now))) throw forbidden(API_KEY_TEXTS.masterOnly);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badRequest(API_KEY_TEXTS.expiryInPast);
  if (input.scopes.includes('team:read') && !input.team)
    throw badRequest(API_KEY_TEXTS.teamScopeNeedsTeamKey);

  const key = generateApiKey();
  const row = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    let teamId: string | null = null;
    if (input.team) {
      const membership = await findMembership(tx, userId);
      if (membership?.role !== 'admin') throw forbidden(API_KEY_TEXTS.teamAdminOnly);
      teamId = membership.teamId;
    }
    if ((await countActiveApiKeys(tx, userId, now)) >= MAX_ACTIVE_API_KEYS)
      throw conflict(API_KEY_TEXTS.tooManyKeys);
    return insertApiKey(tx, {
      userId,
      teamId,
      name: input.name,
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      keyHash: hashToken(key),
      scopes: input.scopes,
      expiresAt,
      createdAt: now,
    });
  });
  return { ...presentApiKey(row), key };
}

/** Revokes one of the caller's keys at once; someone else's key, or no key, is a 404. Repeating is harmless. */
export async function revokeKey(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await revokeApiKey(ctx.db, userId, id, ctx.now())))
    throw notFound(API_KEY_TEXTS.notFound);
}
