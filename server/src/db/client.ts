import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import type { ConstructorOptions } from 'pg-boss';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories take this. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** pg-boss connection options for the same database */
  bossOptions: ConstructorOptions;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the embedded database in dataDir ('memory://' for in-memory) or PostgreSQL at databaseUrl, and migrates it. */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      bossOptions: { connectionString: opts.databaseUrl, max: 4 },
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir === 'memory://' ? 'memory://' : path.resolve(opts.dataDir, 'pglite');
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    bossOptions: { db: fromPglite(client), backend: 'pglite' },
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
