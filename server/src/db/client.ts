import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import type { ConstructorOptions } from 'pg-boss';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
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
  /**
   * LISTEN on a channel: every NOTIFY payload (from any process on this database) reaches onMessage.
   * Returns the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The database cannot be opened at start; the message names the setting and never holds a password. */
export class DatabaseUnavailableError extends Error {}

/** Connects once, so that a wrong address stops start-up with one line instead of a failed migration. */
async function assertReachable(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    const url = new URL(connectionString);
    const where = `${url.hostname || 'localhost'}:${url.port || 5432}`;
    const password = decodeURIComponent(url.password);
    let reason = err instanceof Error ? err.message : String(err);
    if (password) reason = reason.replaceAll(password, '***');
    throw new DatabaseUnavailableError(
      `Cannot connect to the PostgreSQL of DATABASE_URL at ${where} (database ` +
        `"${decodeURIComponent(url.pathname.slice(1))}"): ${reason.split('\n')[0]}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

const RELISTEN_MS = 1000;

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * bytea goes into the embedded database as raw bytes (the protocol's binary format, which PGlite uses for
 * a typed array) and comes out of its hex text form in native code. PGlite's own codec goes byte by byte in
 * JavaScript both ways (an array of ten million strings for a 10 MB upload): it held the event loop for
 * seconds.
 */
const pgliteByteaCodec = {
  serializers: { [BYTEA]: (value: Uint8Array) => value as unknown as string },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/**
 * A dedicated connection (LISTEN holds its session) that comes back after a lost connection; while it is
 * down notifications are missed, which callers tolerate (they re-read state when the stream reconnects).
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const retry = () => {
    if (!stopped) setTimeout(() => void connect().catch(retry), RELISTEN_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    next.on('error', () => {
      void next.end().catch(() => undefined);
      retry();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** A fixed key of our own: the advisory lock held while one process migrates. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Runs `fn` in one transaction holding the migration lock: processes that start together (several web and
 * worker processes on one database) seed one at a time, each finding what the one before it stored.
 */
export function underMigrationLock<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    return fn(tx);
  });
}

/**
 * Processes that start together (a deploy of several web and worker processes) migrate one at a time:
 * the others wait for the lock, then find nothing left to do.
 */
async function migrateExclusively(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let unlocked = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    unlocked = true;
  } finally {
    // a connection that may still hold the lock is closed, never handed back to the pool
    client.release(!unlocked);
  }
}

/** Opens the embedded database in dataDir ('memory://' for in-memory) or PostgreSQL at databaseUrl, and migrates it. */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    await assertReachable(opts.databaseUrl);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateExclusively(pool);
    return {
      db,
      kind: 'postgres',
      bossOptions: { connectionString: opts.databaseUrl, max: 4 },
      ping: async () => void (await pool.query('select 1')),
      listen: (channel, onMessage) => listenOnPostgres(opts.databaseUrl!, channel, onMessage),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir === 'memory://' ? 'memory://' : path.resolve(opts.dataDir, 'pglite');
  let client: PGlite;
  let unlock = () => undefined as void;
  try {
    if (dir !== 'memory://') {
      mkdirSync(dir, { recursive: true });
      unlock = lockDataDir(path.resolve(opts.dataDir));
    }
    client = await PGlite.create(dir, pgliteByteaCodec);
  } catch (err) {
    if (err instanceof DataDirInUseError) throw new DatabaseUnavailableError(err.message);
    unlock();
    const reason = err instanceof Error ? err.message : String(err);
    throw new DatabaseUnavailableError(`Cannot open the embedded database of DATA_DIR in ${dir}: ${reason}`);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder });
  } catch (err) {
    await client.close().catch(() => undefined);
    unlock();
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    bossOptions: { db: fromPglite(client), backend: 'pglite' },
    ping: async () => void (await client.query('select 1')),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => stop();
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
