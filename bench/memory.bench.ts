import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { createFlitePoolTts } from '../server/src/providers/speech/flite-pool-tts.ts';
import { encodeWav } from '../server/src/providers/speech/wav.ts';
import { atOrigin, connectVoice } from '../server/test-support/voice-test-client.ts';
import { mb, peakTreeRss, settledTreeRss, treeRss, type TreeMemory } from './lib/process-memory.ts';
import { BENCH_PASSWORD, benchEmail, seedAccounts, startServer } from './lib/server-process.ts';
import { timeVoiceTurn } from './lib/voice-turn.ts';

const QUESTIONS = [
  'how many guests are you expecting at the wedding',
  'what date are you planning for the ceremony',
  'what worries you most about the venue',
  'who else is part of the decision',
];
const SCENARIOS = ['boss-venue-bottom-line', 'dreamer-garden-florals', 'analyzer-photographer-compare'];
/** simultaneous spoken sessions of the larger run (one account each) */
const SESSIONS = 4;
/** mixed use: API calls, and short practices spread among them */
const API_CALLS = 300;
const PRACTICES = 6;
/** goals of issue 26: the server at rest with speech loaded, and each spoken session */
const REST_GOAL = 400e6;
const SESSION_GOAL = 40e6;
/** how long the server's memory must stay put to count as at rest */
const AT_REST_QUIET_MS = 20_000;
const FLOOR = fileURLToPath(new URL('./lib/moonshine-floor.ts', import.meta.url));

/** RSS of a bare Node process that loads `wavs.length ? one Moonshine model : nothing`, once it is ready. */
async function floorRss(wavs: string[]): Promise<number> {
  const child = spawn(process.execPath, ['--experimental-strip-types', FLOOR, ...wavs], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => String(d).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`floor process exited (code ${code})`)));
  });
  const { total } = await settledTreeRss(child.pid!, { quietMs: 1500 });
  child.stdin.end();
  await new Promise((resolve) => child.once('exit', resolve));
  return total;
}

/**
 * `npm run bench memory`: resident memory of the real server process and its children (flite processes,
 * document readers; recogniser workers are threads of the server) at rest with speech loaded, with one and
 * with four spoken sessions, and after a burst of mixed use; against the floor of a bare Node process
 * that loads one Moonshine model, measured in the same run.
 */
export async function benchMemory(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rr-memory-'));
  const tts = createFlitePoolTts({ size: 1 });
  try {
    const audio = await Promise.all(QUESTIONS.map((q) => tts.synthesize(q)));
    const wavs = audio.map((pcm, i) => {
      const file = path.join(dir, `q${i}.wav`);
      writeFileSync(file, encodeWav(pcm, 16000));
      return file;
    });
    const bareNode = await floorRss([]);
    const oneModel = await floorRss(wavs);
    const dataDir = path.join(dir, 'data');
    await seedAccounts(dataDir, SESSIONS + 1);
    const server = await startServer(dataDir);
    try {
      await measureServer(server.pid, server.origin, audio, { bareNode, oneModel });
    } finally {
      await server.stop();
    }
  } finally {
    tts.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureServer(
  pid: number,
  origin: string,
  audio: Int16Array[],
  floor: { bareNode: number; oneModel: number },
): Promise<void> {
  const wsOrigin = origin.replace(/^http/, 'ws');
  const api = async (url: string, init: { auth?: string; body?: unknown } = {}) => {
    const res = await fetch(origin + url, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.auth ? { authorization: init.auth } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const auths: string[] = [];
  for (let i = 0; i <= SESSIONS; i++) {
    const login = await api('/api/auth/login', { body: { email: benchEmail(i), password: BENCH_PASSWORD } });
    auths.push(`Bearer ${login.token as string}`);
  }
  /** each account's latest practice (coaching calls name one) */
  const lastSession = new Map<string, string>();
  /** a spoken practice: start, hear the greeting, `turns` spoken turns; returns how to end it */
  const practise = async (auth: string, scenarioId: string, turns: number, offset = 0) => {
    const s = await api('/api/sessions/start', { auth, body: { scenarioId } });
    lastSession.set(auth, s.sessionId as string);
    const c = await connectVoice(atOrigin(s.websocketUrl as string, wsOrigin));
    await c.waitFor(SERVER_EVENT.audio);
    for (let t = 0; t < turns; t++) await timeVoiceTurn(c, audio[(t + offset) % audio.length]!);
    return {
      c,
      async end() {
        c.ws.close();
        await c.closed;
        await api(`/api/sessions/${s.sessionId as string}/end`, { auth, body: {} });
      },
    };
  };

  const rows: Array<[string, TreeMemory | number, string?]> = [];
  // at rest: the recogniser workers and flite processes are loaded once the server's memory stops moving,
  // and V8 shrinks an idle heap some 10-20 s after work: every "at rest" waits out that too
  const rest = await settledTreeRss(pid, { quietMs: AT_REST_QUIET_MS });
  rows.push(['at rest, speech loaded', rest]);

  let peak = peakTreeRss(pid);
  const one = await practise(auths[0]!, SCENARIOS[0]!, 4);
  const oneOpen = treeRss(pid);
  const onePeak = peak();
  await one.end();
  const afterOne = await settledTreeRss(pid, { quietMs: AT_REST_QUIET_MS });
  rows.push(['1 spoken session (open, after 4 turns)', oneOpen, `+${mb(oneOpen.total - rest.total)}`]);
  rows.push(['  peak during it', onePeak, `+${mb(onePeak - rest.total)}`]);
  rows.push(['  after it ended', afterOne, `+${mb(afterOne.total - rest.total)}`]);

  peak = peakTreeRss(pid);
  const many = await Promise.all(
    Array.from({ length: SESSIONS }, (_, i) =>
      practise(auths[i + 1]!, SCENARIOS[i % SCENARIOS.length]!, 4, i),
    ),
  );
  const manyOpen = treeRss(pid);
  const manyPeak = peak();
  await Promise.all(many.map((p) => p.end()));
  const afterMany = await settledTreeRss(pid, { quietMs: AT_REST_QUIET_MS });
  const perSession = (manyOpen.total - afterOne.total) / SESSIONS;
  rows.push([`${SESSIONS} spoken sessions (open, after 4 turns each)`, manyOpen, `+${mb(perSession)} each`]);
  rows.push(['  peak during them', manyPeak, `+${mb((manyPeak - afterOne.total) / SESSIONS)} each`]);
  rows.push(['  after they ended', afterMany, `+${mb(afterMany.total - rest.total)}`]);

  // mixed use: reads and coaching calls of every account, with short practices in between
  const started = performance.now();
  const reads = ['/api/user', '/api/sessions', '/api/sessions/figures', '/health'];
  for (let i = 0; i < API_CALLS; i++) {
    const auth = auths[i % auths.length]!;
    if (i % 10 === 9)
      await api('/api/coaching/analyze', {
        auth,
        body: {
          sessionId: lastSession.get(auth),
          buyerType: 'boss',
          messageCount: 4,
          conversationContext: 'Prospect: What is the price?',
          recentMessages: [
            { text: 'What is the price?', isUser: false },
            { text: 'It depends on the package.', isUser: true },
          ],
        },
      });
    else await api(reads[i % reads.length]!, { auth });
    if (i % Math.floor(API_CALLS / PRACTICES) === 0) {
      const p = await practise(auth, SCENARIOS[i % SCENARIOS.length]!, 2, i);
      await p.c.say('Tell me more about that.');
      await p.end();
    }
  }
  const mixedSeconds = Math.round((performance.now() - started) / 1000);
  const afterMixed = await settledTreeRss(pid, { quietMs: AT_REST_QUIET_MS });
  rows.push([
    `after mixed use (${API_CALLS} calls, ${PRACTICES} practices, ${mixedSeconds} s)`,
    afterMixed,
    `+${mb(afterMixed.total - rest.total)}`,
  ]);

  const db = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  console.info(
    `\nServer memory on ${db}: RSS of the server process + its child processes (npm run bench memory)`,
  );
  console.info(
    `  floor: bare Node ${mb(floor.bareNode)}; Node with one Moonshine model loaded ${mb(floor.oneModel)} ` +
      `(model +${mb(floor.oneModel - floor.bareNode)})`,
  );
  console.info(
    'case'.padEnd(52) +
      'total'.padStart(9) +
      'main'.padStart(9) +
      'children'.padStart(10) +
      '  vs rest / floor',
  );
  for (const [name, m, delta] of rows) {
    const t = typeof m === 'number' ? { total: m, main: NaN, children: NaN } : m;
    const cell = (v: number) => (Number.isNaN(v) ? '' : mb(v)).padStart(9);
    console.info(
      name.padEnd(52) +
        cell(t.total) +
        cell(t.main) +
        cell(t.children).padStart(10) +
        `  ${delta ?? ''} (${(t.total / floor.oneModel).toFixed(1)}× floor)`,
    );
  }
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.info(
    `  goals: at rest ${mb(rest.total)} (≤ 400 MB: ${verdict(rest.total <= REST_GOAL)}), ` +
      `${mb(perSession)} per spoken session (≤ 40 MB: ${verdict(perSession <= SESSION_GOAL)})`,
  );
}
