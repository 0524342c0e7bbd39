import { CHECKOUT_TEXTS } from '@ringready/core/checkout';
import type { Queryable } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { countRequest } from './billing-repository.ts';

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
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  if ((await countRequest(q, key, windowStart)) > limit)
    throw tooManyRequests(CHECKOUT_TEXTS.tooManyRequests);
}
