/** The real server (`server/src/main.ts`) in its own process, on an embedded database in a temp folder. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/src/db/client.ts';
import { createUser } from '../../server/src/modules/users/index.ts';

const MAIN = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url));

export const BENCH_PASSWORD = 'bench-password';
/** unique per run, so a run on a PostgreSQL database (DATABASE_URL) can follow another */
const RUN = Date.now().toString(36);
export const benchEmail = (i: number) => `memory${i}-${RUN}@example.com`;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Creates `count` tier-3 accounts (benchEmail(0), benchEmail(1), …) in the database the server will use
 * (DATABASE_URL when set, else the embedded one in `dataDir`), then closes it.
 */
export async function seedAccounts(dataDir: string, count: number): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    for (let i = 0; i < count; i++)
      await createUser(
        database.db,
        { email: benchEmail(i), name: `Memory ${i}`, password: BENCH_PASSWORD, plan: 'tier3' },
        new Date(),
      );
  } finally {
    await database.close();
  }
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  stop(): Promise<void>;
}

/** Starts the server as `npm start` does (without the web build) and resolves once it listens. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--experimental-strip-types', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      if (out.includes('RingReady is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (code ${code}) before listening:\n${out}`)));
  });
  return {
    child,
    pid: child.pid!,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
