import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authTokens, outboxEmails } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { FORGOT_PASSWORD_ANSWER } from './auth-service.ts';

/**
 * A web process (no workers): what a forgot-password request does before it answers, and nothing after.
 * An answer that did more work for a real account than for an unknown address would tell them apart by
 * its time, so both must take the very same steps.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ role: 'web' });
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

/** the jobs queued so far, oldest first: their queue and data */
async function queuedJobs() {
  const result = await t.ctx.db.execute(
    sql`select name, data from pgboss.job where name like 'password-reset%' order by created_on`,
  );
  return (result as unknown as { rows: Array<{ name: string; data: unknown }> }).rows;
}

describe('forgot password: the same steps for a real account and an unknown address', () => {
  it('queues one job with the address for each, and writes nothing else before answering', async () => {
    const s = await signUpAndLogin(t.app);
    const tokensBefore = await t.ctx.db.select().from(authTokens).where(eq(authTokens.userId, s.user.id));
    const known = await forgot(s.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    const jobs = await queuedJobs();
    expect(jobs).toEqual([
      { name: jobs[0]?.name, data: { email: s.email } },
      { name: jobs[0]?.name, data: { email: 'nobody-here@example.com' } },
    ]);
    // the token and the e-mail are made by the job, not while the request waits
    expect(await t.ctx.db.select().from(authTokens).where(eq(authTokens.userId, s.user.id))).toEqual(
      tokensBefore,
    );
    expect(await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, s.email))).toEqual([]);
  });
});
