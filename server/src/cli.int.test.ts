import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { LOCK_FILE } from './db/data-dir-lock.ts';
import { findUserByEmail } from './modules/users/index.ts';
import { getPlanState } from './modules/plans/index.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'rr-cli-'));
const cli = (args: string[]) =>
  run(process.execPath, ['--experimental-strip-types', path.resolve('server/src/cli.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e) => ({ code: e.code as number, stdout: e.stdout as string, stderr: e.stderr as string }),
  );

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB === 'postgres')('operator CLI', () => {
  it('creates an account with a plan and refuses bad input with a clear message', async () => {
    const ok = await cli([
      'user:create',
      '--email',
      'Owner@Studio.com',
      '--name',
      'Studio Owner',
      '--password',
      'studio-pass-1',
      '--plan',
      'tier1',
      '--role',
      'manager',
      '--trade',
      'venue',
    ]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('Created owner@studio.com (manager) on plan tier1, trade venue');
    const badTrade = await cli([
      'user:create',
      '--email',
      't@studio.com',
      '--name',
      'T',
      '--password',
      'studio-pass-1',
      '--plan',
      'tier1',
      '--trade',
      'juggler',
    ]);
    expect(badTrade.code).toBe(1);
    expect(badTrade.stderr).toContain('Trade must be one of: photographer');

    const dup = await cli([
      'user:create',
      '--email',
      'owner@studio.com',
      '--name',
      'X',
      '--password',
      'studio-pass-1',
      '--plan',
      'tier1',
    ]);
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('already exists');
    const badPlan = await cli([
      'user:create',
      '--email',
      'b@studio.com',
      '--name',
      'B',
      '--password',
      'studio-pass-1',
      '--plan',
      'gold',
    ]);
    expect(badPlan.stderr).toContain('plan must be one of tier1, tier2, tier3');
    const shortPw = await cli([
      'user:create',
      '--email',
      'c@studio.com',
      '--name',
      'C',
      '--password',
      'short',
      '--plan',
      'tier2',
    ]);
    expect(shortPw.stderr).toContain('Password must be at least 8 characters');
    expect((await cli(['nope'])).code).toBe(2);

    const db = await openDatabase({ dataDir });
    try {
      const user = await findUserByEmail(db.db, 'owner@studio.com');
      expect(user?.role).toBe('manager');
      expect(user?.trade).toBe('venue');
      expect((await getPlanState(db.db, user!.id, new Date())).subscription?.tier).toBe('tier1');
      expect(await findUserByEmail(db.db, 'b@studio.com')).toBeUndefined();
      expect(await findUserByEmail(db.db, 't@studio.com')).toBeUndefined();
    } finally {
      await db.close();
    }
  });

  it('refuses, saying what to do, while a server has the embedded database open; works once it stopped', async () => {
    const args = [
      'user:create',
      '--email',
      'late@studio.com',
      '--name',
      'Late',
      '--password',
      'studio-pass-1',
    ];
    const server = await openDatabase({ dataDir });
    let refused;
    try {
      refused = await cli([...args, '--plan', 'tier2']);
      expect(await findUserByEmail(server.db, 'late@studio.com')).toBeUndefined();
    } finally {
      await server.close();
    }
    expect(refused.code).toBe(1);
    expect(refused.stdout).not.toContain('Created');
    expect(refused.stderr).toContain('is in use by another RingReady process');
    expect(refused.stderr).toContain('Stop that server first');

    const ok = await cli([...args, '--plan', 'tier2']);
    expect(ok.stdout).toContain('Created late@studio.com');
    const reopened = await openDatabase({ dataDir });
    try {
      expect(await findUserByEmail(reopened.db, 'late@studio.com')).toBeDefined();
    } finally {
      await reopened.close();
    }
  });

  it('takes over the lock of a server that crashed (its process is gone)', async () => {
    writeFileSync(path.join(dataDir, LOCK_FILE), `999999999 ${hostname()}\n`);
    const ok = await cli([
      'user:create',
      '--email',
      'after-crash@studio.com',
      '--name',
      'After',
      '--password',
      'studio-pass-1',
      '--plan',
      'tier1',
    ]);
    expect(ok.stderr).toBe('');
    expect(ok.stdout).toContain('Created after-crash@studio.com');
  });
});
