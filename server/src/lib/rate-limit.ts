import { CHECKOUT_TEXTS } from '@ringready/core/checkout';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { tooManyRequests } from './http-error.ts';

export const MINUTE = 60_000;

/**
 * A fixed-window limit per key, counted in the database so every app process shares it: the
 * request over `limit` in its window is refused with 429.
 */
export async function enforceRateLimit(
  q: Queryable,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<void> {
  if ((await countRequest(q, key, windowStartOf(now, windowMs))) > limit)
    throw tooManyRequests(CHECKOUT_TEXTS.tooManyRequests);
}

/** The start of the fixed window of `windowMs` that holds `now`. */
export function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** What a key has counted in its window so far, counting nothing. */
export async function countSoFar(q: Queryable, key: string, windowStart: Date): Promise<number> {
  const [row] = await q
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
  return row?.hits ?? 0;
}

/** Counts one request in its window and returns the window's count; older windows of the key are dropped. */
export async function countRequest(q: Queryable, key: string, windowStart: Date): Promise<number> {
  await q
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, windowStart)));
  const [row] = await q
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row!.hits;
}
