import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/http-error.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_IP = 50;
export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Login rate limit, per e-mail and per IP, derived from stored attempts so that it holds
 * across processes and restarts. Failures before the last success of an e-mail do not count.
 */
export async function assertLoginAllowed(q: Queryable, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [byEmail] = await q
    .select({
      failures: sql<number>`(count(*) filter (where not ${loginAttempts.succeeded}
        and ${loginAttempts.createdAt} > coalesce(
          (select max(s.created_at) from login_attempts s where s.email = ${email} and s.succeeded),
          'epoch'::timestamptz)))::int`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since)));
  const [byIp] = await q
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)),
    );
  if ((byEmail?.failures ?? 0) >= MAX_FAILURES_PER_EMAIL || (byIp?.failures ?? 0) >= MAX_FAILURES_PER_IP) {
    throw tooManyRequests(THROTTLED_MESSAGE);
  }
}

export async function recordLoginAttempt(
  q: Queryable,
  email: string,
  ip: string,
  succeeded: boolean,
  now: Date,
) {
  await q.insert(loginAttempts).values({ email, ip, succeeded, createdAt: now });
}
