import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema.ts';

/** Advisory-lock namespace of login attempts (the two-key form, so it never meets a one-key lock). */
const LOGIN_LOCK_CLASS = 0x4c4f47;

/** Holds a lock on the e-mail until the transaction ends, so checks and inserts for it run one at a time. */
export async function lockEmailAttempts(q: Queryable, email: string): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK_CLASS}::int, hashtext(${email}))`);
}

/** Failed (or still unfinished) attempts for an e-mail since `since` and after its last success. */
export async function countEmailFailures(q: Queryable, email: string, since: Date): Promise<number> {
  const [row] = await q
    .select({
      failures: sql<number>`(count(*) filter (where not ${loginAttempts.succeeded}
        and ${loginAttempts.createdAt} > coalesce(
          (select max(s.created_at) from login_attempts s where s.email = ${email} and s.succeeded),
          'epoch'::timestamptz)))::int`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since)));
  return row?.failures ?? 0;
}

/** Failed (or still unfinished) attempts from an address since `since`. */
export async function countIpFailures(q: Queryable, ip: string, since: Date): Promise<number> {
  const [row] = await q
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)),
    );
  return row?.failures ?? 0;
}

/** Records an attempt as failed until markAttemptSucceeded says otherwise; returns its id. */
export async function insertFailedAttempt(q: Queryable, email: string, ip: string, now: Date) {
  const [row] = await q
    .insert(loginAttempts)
    .values({ email, ip, succeeded: false, createdAt: now })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

export async function markAttemptSucceeded(q: Queryable, id: string): Promise<void> {
  await q.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}
