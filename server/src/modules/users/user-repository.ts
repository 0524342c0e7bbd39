import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  q: Queryable,
  values: { email: string; name: string; role: string; passwordHash: string; trade?: string | null },
) {
  const [row] = await q
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning();
  return row!;
}

export async function updateUser(
  q: Queryable,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'passwordHash' | 'role' | 'trade' | 'businessName'>>,
  now: Date,
) {
  const [row] = await q
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}
