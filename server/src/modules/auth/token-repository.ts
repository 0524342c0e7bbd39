import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { authTokens, users } from '../../db/schema.ts';
import { createToken, hashToken } from '../../lib/secrets.ts';

export type TokenKind = 'session' | 'password_reset';

/** Issues a random token; only its hash is stored. Returns the token itself, once. */
export async function issueToken(
  q: Queryable,
  userId: string,
  kind: TokenKind,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const token = createToken();
  await q
    .insert(authTokens)
    .values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/** The live (unrevoked, unexpired) token row for a presented token, or undefined. */
export async function findLiveToken(q: Queryable, token: string, kind: TokenKind, now: Date) {
  const [row] = await q
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  return row;
}

const sessionUserStatement = preparedStatement('session_user', (q) =>
  q
    .select({ tokenId: authTokens.id, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(authTokens.kind, 'session'),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    ),
);

/** A live session token's id and its user, in one round trip (every API request asks this). */
export async function findSessionUser(q: Queryable, token: string, now: Date) {
  const [row] = await sessionUserStatement(q, { tokenHash: hashToken(token), now: now.toISOString() });
  return row;
}

/** Whether a session token, by its id, is still signed in (unrevoked, unexpired). */
export async function isSessionTokenLive(q: Queryable, tokenId: string, now: Date): Promise<boolean> {
  const [row] = await q
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.id, tokenId),
        eq(authTokens.kind, 'session'),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/** Revokes a presented token; returns the ids it revoked (none when it was not live). */
export async function revokeToken(q: Queryable, token: string, now: Date): Promise<string[]> {
  const rows = await q
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.map((r) => r.id);
}

/** Revokes every live token of a kind for a user, except an optional one to keep; returns their ids. */
export async function revokeUserTokens(
  q: Queryable,
  userId: string,
  kind: TokenKind,
  now: Date,
  keepId?: string,
): Promise<string[]> {
  const live = and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.revokedAt));
  const rows = await q
    .update(authTokens)
    .set({ revokedAt: now })
    .where(keepId ? and(live, ne(authTokens.id, keepId)) : live)
    .returning({ id: authTokens.id });
  return rows.map((r) => r.id);
}
