import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

const cache = new WeakMap<Queryable, Map<string, Promise<Buffer>>>();

/**
 * A random secret generated once and kept in the database, so every process shares it.
 * Secrets never change, so each database handle reads one only once.
 */
export function getOrCreateSecret(q: Queryable, name: string): Promise<Buffer> {
  let secrets = cache.get(q);
  if (!secrets) cache.set(q, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreate(q, name);
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}

async function readOrCreate(q: Queryable, name: string): Promise<Buffer> {
  await q
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await q.select().from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64url');
}
