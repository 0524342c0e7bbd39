import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/** A random secret generated once and kept in the database, so every process shares it. */
export async function getOrCreateSecret(q: Queryable, name: string): Promise<Buffer> {
  await q.insert(appSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await q.select().from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64url');
}
