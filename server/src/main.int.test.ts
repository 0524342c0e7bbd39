import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rr-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB === 'postgres')('server process', () => {
  it('finishes in-flight requests on SIGTERM, then exits 0', async () => {
    const port = 3400 + Math.floor(Math.random() * 500);
    const child = spawn(
      process.execPath,
      ['--experimental-strip-types', path.resolve('server/src/main.ts')],
      {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          // the access lines (debug) show when the logins are in flight
          LOG_LEVEL: 'debug',
          NODE_ENV: 'development',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const seen = (text: string, count = 1) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${text}\n${out}`)), 60_000);
        const check = () => {
          if (out.split(text).length - 1 >= count) {
            clearTimeout(timer);
            resolve();
          } else setTimeout(check, 20);
        };
        check();
      });
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    await seen('Demo login: demo@ringready.app / ringready-demo');
    // five logins (scrypt, ~100 ms each) are in flight when the signal arrives
    const logins = Array.from({ length: 5 }, () =>
      fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@ringready.app', password: 'ringready-demo' }),
      }),
    );
    await seen('"url":"/api/auth/login"', 5);
    child.kill('SIGTERM');
    const statuses = await Promise.all(logins.map(async (p) => (await p).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await exited).toBe(0);
    expect(out).toContain('shutting down');
    expect(out).not.toContain('ringready-demo"'); // the password of a request body is never logged
  });
});

describe('server start with an unreachable database', () => {
  it('stops with exit code 1 and one line naming DATABASE_URL, its host and port, never its password', async () => {
    const child = spawn(
      process.execPath,
      ['--experimental-strip-types', path.resolve('server/src/main.ts')],
      {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: 'postgres://postgres:s3cret-pw@127.0.0.1:1/test',
          LOG_LEVEL: 'info',
          NODE_ENV: 'development',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    // Node's own warnings (WASI is experimental) are not the server's output
    const lines = stderr
      .trim()
      .split('\n')
      .filter((l) => !/^\(node:\d+\) \w*Warning|^\(Use `node --trace-warnings/.test(l));
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/DATABASE_URL/);
    expect(lines[0]).toContain('127.0.0.1:1');
    expect(stdout + stderr).not.toContain('s3cret-pw');
    expect(stdout + stderr).not.toMatch(/^\s+at /m); // no stack trace
  });
});
