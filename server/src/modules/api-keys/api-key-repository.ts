import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { apiKeys, sessions, users } from '../../db/schema.ts';
import type { UserRow } from '../users/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(q: Queryable, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await q.insert(apiKeys).values(values).returning();
  return row!;
}

/** The user's keys, newest first (revoked and expired ones too: the list shows their status). */
export async function listApiKeys(q: Queryable, userId: string): Promise<ApiKeyRow[]> {
  return q.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
}

/** Unrevoked keys that have not expired at `now`. */
export async function countActiveApiKeys(q: Queryable, userId: string, now: Date): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.userId, userId),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

/** Holds the user's row until the transaction ends: one key creation at a time per person. */
export async function lockUser(q: Queryable, userId: string): Promise<void> {
  await q.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The key with this hash and its owner, whatever its state (the caller decides what is live). */
export async function findApiKeyByHash(
  q: Queryable,
  keyHash: string,
): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
  const [row] = await q
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash));
  return row;
}

/** Revokes the user's key (a revoked one keeps its first revocation time); false when it is not theirs. */
export async function revokeApiKey(q: Queryable, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await q
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** Records a use unless one was recorded since `notBefore` (concurrent requests write once). */
export async function touchApiKey(q: Queryable, id: string, now: Date, notBefore: Date): Promise<void> {
  await q
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, notBefore))));
}

export async function isOwnSession(q: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return !!row;
}
