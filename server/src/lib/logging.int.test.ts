import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../test-support/test-app.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let existing: Awaited<ReturnType<typeof signUpAndLogin>>;
const SECRET = 'Secret-Conversation-Text-4711';
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream });
  // a route whose query fails: a second account for an existing e-mail, with a name we must never log
  t.app.post('/test/duplicate-user', async () => {
    await t.ctx.db.insert(users).values({ email: existing.email, name: SECRET, passwordHash: 'x' });
  });
  existing = await signUpAndLogin(t.app);
});
afterAll(() => t.close());

/** runs a query that fails, logs its error through ctx.log and returns the parsed log line */
async function logFailure(query: () => Promise<unknown>) {
  const err = await query().then(
    () => expect.unreachable('the query should fail'),
    (e: unknown) => e,
  );
  const before = lines.length;
  t.ctx.log.error({ err }, 'job failed');
  expect(lines.length).toBe(before + 1);
  return { raw: lines.at(-1)!, entry: JSON.parse(lines.at(-1)!) };
}

describe('error logs', () => {
  it("keep a failed request's database error code and message but not its values", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/duplicate-user' });
    expect(res.statusCode).toBe(500);
    const raw = lines.find((l) => l.includes('request failed'))!;
    expect(raw).toBeDefined();
    expect(raw).not.toContain(SECRET);
    expect(raw).not.toContain(existing.email);
    const { err } = JSON.parse(raw);
    expect(err.code).toBe('23505');
    expect(err.message).toContain('duplicate key value violates unique constraint "users_email_key"');
    expect(err.message).toContain('Failed query: insert into "users"');
    expect(err.constraint).toBe('users_email_key');
  });

  it('drop the values of a failed cast from message, position and parameters', async () => {
    const { raw, entry } = await logFailure(() => t.ctx.db.select().from(users).where(eq(users.id, SECRET)));
    expect(raw).not.toContain(SECRET);
    expect(entry.err.code).toBe('22P02');
    expect(entry.err.message).toContain('invalid input syntax for type uuid');
    const cast = await logFailure(() => t.ctx.db.execute(sql`select ${SECRET}::int`));
    expect(cast.raw).not.toContain(SECRET);
    expect(cast.entry.err.code).toBe('22P02');
  });

  it('drop the text of a value PostgreSQL cannot store', async () => {
    const { raw, entry } = await logFailure(() =>
      t.ctx.db.insert(users).values({ email: 'nul@example.com', name: `${SECRET}\u0000`, passwordHash: 'x' }),
    );
    expect(raw).not.toContain(SECRET);
    expect(entry.err.code).toBe('22021');
  });

  it('log other errors as before', async () => {
    t.ctx.log.error({ err: Object.assign(new Error('plain failure'), { code: 'E_PLAIN' }) }, 'other');
    const entry = JSON.parse(lines.at(-1)!);
    expect(entry.err).toMatchObject({ type: 'Error', message: 'plain failure', code: 'E_PLAIN' });
    expect(entry.err.stack).toMatch(/^Error: plain failure\n\s+at /);
  });
});
