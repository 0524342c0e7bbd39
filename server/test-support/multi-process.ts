import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startRoundRobinProxy, type ProxyBackend } from './multi-process-proxy.ts';
import { startSmtpReceiver } from './multi-process-smtp.ts';
import { createPostgresDatabase } from './test-app.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const READY_TIMEOUT_MS = 90_000;
/** lines of each process's output kept for a failure message */
const KEPT_LINES = 200;

/** One server process of the cluster. */
export interface AppProcess {
  name: string;
  role: 'web' | 'worker';
  port: number;
  child: ChildProcess;
  /** resolves when the process has exited */
  exited: Promise<void>;
  /** the last lines it wrote (stdout and stderr) */
  output: string[];
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function spawnApp(name: string, role: AppProcess['role'], port: number, env: NodeJS.ProcessEnv): AppProcess {
  const child = spawn(process.execPath, ['--experimental-strip-types', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), ROLE: role },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...String(chunk).split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - KEPT_LINES));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, role, port, child, exited, output };
}

async function waitReady(p: AppProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (p.child.exitCode !== null || p.child.signalCode !== null)
      throw new Error(`${p.name} exited while starting:\n${p.output.join('\n')}`);
    const ok = await fetch(`http://127.0.0.1:${p.port}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${p.name} was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${p.output.join('\n')}`);
}

/**
 * The production shape on one machine (test support): `webs` ROLE=web processes behind a round-robin
 * HTTP + websocket proxy and `workers` ROLE=worker processes, all started at once on one fresh
 * PostgreSQL database (TEST_DATABASE_URL's server), delivering e-mail to a local SMTP receiver.
 * Speech is off (typed voice turns still work), so no process loads a speech model.
 */
export async function startCluster(
  options: { webs?: number; workers?: number; env?: NodeJS.ProcessEnv } = {},
) {
  const { webs = 2, workers = 1 } = options;
  const database = await createPostgresDatabase();
  const smtp = await startSmtpReceiver();
  const backends: ProxyBackend[] = [];
  for (let i = 0; i < webs; i++)
    backends.push({ name: `web-${i + 1}`, port: await freePort(), up: false, requests: 0, upgrades: 0 });
  const proxy = await startRoundRobinProxy(backends);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    PUBLIC_URL: proxy.url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    STT_PROVIDER: 'none',
    TTS_PROVIDER: 'none',
    SMTP_URL: smtp.url,
    CHECKOUT_PROVIDER: 'local',
    ...options.env,
  };
  const processes: AppProcess[] = backends.map((b) => spawnApp(b.name, 'web', b.port, env));
  for (let i = 0; i < workers; i++)
    processes.push(spawnApp(`worker-${i + 1}`, 'worker', await freePort(), env));
  for (const p of processes) {
    const backend = backends.find((b) => b.name === p.name);
    void p.exited.then(() => {
      if (backend) backend.up = false;
    });
  }

  const stop = async () => {
    for (const p of processes)
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    const forced = setTimeout(() => processes.forEach((p) => p.child.kill('SIGKILL')), 20_000);
    await Promise.all(processes.map((p) => p.exited));
    clearTimeout(forced);
    await proxy.close();
    await smtp.close();
    await database.drop();
  };
  try {
    await Promise.all(processes.map(waitReady));
  } catch (err) {
    await stop();
    throw err;
  }
  for (const b of backends) b.up = true;

  return {
    /** the proxy: the one address clients use (also PUBLIC_URL, so signed voice URLs point at it) */
    url: proxy.url,
    proxy,
    processes,
    databaseUrl: database.url,
    /** every e-mail the processes delivered over SMTP */
    mail: smtp.received,
    /** the web process behind a backend of the proxy */
    processOf: (backend: ProxyBackend) => processes.find((p) => p.name === backend.name)!,
    /** SIGKILL, as a crash or a lost machine: no shutdown work runs; resolves once it has exited */
    async kill(p: AppProcess) {
      p.child.kill('SIGKILL');
      await p.exited;
    },
    /** the last output of every process, for a failure message */
    logs: () => processes.map((p) => `--- ${p.name}\n${p.output.join('\n')}`).join('\n'),
    stop,
  };
}
export type Cluster = Awaited<ReturnType<typeof startCluster>>;
