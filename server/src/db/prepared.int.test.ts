import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../modules/users/index.ts';
import { users } from './schema.ts';
import { preparedStatement } from './prepared.ts';

const userName = preparedStatement('test_user_name', (q) =>
  q
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

describe('prepared statements', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(
      t.ctx.db,
      { email: 'prepared@example.com', name: 'Before', password: 'a-long-password' },
      t.ctx.now(),
    );
    userId = user.id;
  });
  afterAll(() => t.close());

  it('runs with new values on every call, on the database and inside a transaction', async () => {
    expect(await userName(t.ctx.db, { id: userId })).toEqual([{ name: 'Before' }]);
    expect(await userName(t.ctx.db, { id: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
    await t.ctx.db
      .transaction(async (tx) => {
        await tx.update(users).set({ name: 'Inside' }).where(eq(users.id, userId));
        // built on the transaction: it sees the transaction's own uncommitted change
        expect(await userName(tx, { id: userId })).toEqual([{ name: 'Inside' }]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await userName(t.ctx.db, { id: userId })).toEqual([{ name: 'Before' }]);
  });

  it('says which value is missing', async () => {
    await expect(userName(t.ctx.db, {})).rejects.toThrow('No value for placeholder "id"');
  });
});
