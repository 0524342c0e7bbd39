import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { teamMembers, users } from '../db/schema.ts';
import { createPostgresDatabase, createTestApp } from '../../test-support/test-app.ts';
import { applyDemoSetting, DEMO_EMAIL, seedCatalog } from './seed.ts';

const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;

async function demoCounts(app: FastifyInstance) {
  const demo = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  const memberships = demo.length
    ? await app.ctx.db.select().from(teamMembers).where(eq(teamMembers.userId, demo[0]!.id))
    : [];
  return { accounts: demo.length, memberships: memberships.length };
}

describe('seeding by processes that start together', () => {
  it('two seeds at once on one database: one demo account and team, no duplicate key', async () => {
    const t = await createTestApp({ seedDemo: false });
    try {
      const seed = async () => {
        await seedCatalog(t.ctx.db, new Date());
        await applyDemoSetting(t.ctx.db, { seedDemo: true, production: false }, quiet, new Date());
      };
      await Promise.all([seed(), seed()]);
      expect(await demoCounts(t.app)).toEqual({ accounts: 1, memberships: 1 });
    } finally {
      await t.close();
    }
  }, 120_000);

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'two web processes and a worker started at once on an empty PostgreSQL all start, with demo data',
    async () => {
      const database = await createPostgresDatabase();
      const apps: FastifyInstance[] = [];
      try {
        const roles = ['web', 'web', 'worker'] as const;
        const started = await Promise.allSettled(
          roles.map((role) =>
            buildApp(testConfig({ databaseUrl: database.url, seedDemo: true, role }), {
              mailer: null,
              speech: null,
            }),
          ),
        );
        for (const s of started) if (s.status === 'fulfilled') apps.push(s.value);
        expect(
          started.map((s) => (s.status === 'rejected' ? String(s.reason).slice(0, 300) : 'started')),
        ).toEqual(roles.map(() => 'started'));
        expect(await demoCounts(apps[0]!)).toEqual({ accounts: 1, memberships: 1 });
      } finally {
        for (const app of apps) await app.close();
        await database.drop();
      }
    },
    180_000,
  );
});

describe('a start that fails on a query', () => {
  it('prints the failed statement without its values (no password hash, no e-mail address)', async () => {
    const pg = process.env.TEST_DB === 'postgres' ? await createPostgresDatabase() : null;
    const dataDir = pg ? null : mkdtempSync(path.join(tmpdir(), 'rr-seed-fail-'));
    try {
      // a database that refuses every new account, so seeding the demo account fails mid-start
      const setup = await buildApp(testConfig(pg ? { databaseUrl: pg.url } : { dataDir: dataDir! }), {
        mailer: null,
        speech: null,
      });
      await setup.ctx.db.execute(
        sql.raw(
          `create function rr_refuse() returns trigger language plpgsql as $$ begin ` +
            `raise exception 'accounts refused by this test'; end $$`,
        ),
      );
      await setup.ctx.db.execute(
        sql.raw('create trigger rr_refuse before insert on users for each row execute function rr_refuse()'),
      );
      await setup.close();

      const child = spawn(
        process.execPath,
        ['--experimental-strip-types', path.resolve('server/src/main.ts')],
        {
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            PORT: '0',
            HOST: '127.0.0.1',
            NODE_ENV: 'development',
            LOG_LEVEL: 'info',
            SEED_DEMO: 'true',
            STT_PROVIDER: 'none',
            TTS_PROVIDER: 'none',
            ...(pg ? { DATABASE_URL: pg.url } : { DATA_DIR: dataDir!, DATABASE_URL: '' }),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(out).toContain('accounts refused by this test');
      expect(out).toContain('insert into "users"');
      expect(out).not.toMatch(/scrypt\$/);
      expect(out).not.toContain(DEMO_EMAIL);
    } finally {
      await pg?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
