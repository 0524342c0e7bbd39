/**
 * Plays whole practice consultations against the real app: the real server on an embedded database in a temp
 * folder, a user with the trade asked for, a practice of the scenario asked for and the real voice websocket
 * (typed turns). Every line sent is one salesperson turn; the buyer's reply and the call's events are printed.
 * With LLM_BASE_URL and LLM_MODEL set, the buyer uses the LLM path as the server does.
 *
 * One process, turns from a file or typed on stdin (ends the practice at the end and prints the report):
 *   node --experimental-strip-types scripts/play-consultation.ts play <scenarioId> [--trade T] [turns.txt | -]
 *
 * Turn by turn, each turn written in reply to the last (a background server keeps the calls open):
 *   node --experimental-strip-types scripts/play-consultation.ts serve &        # prints "ready" when up
 *   node --experimental-strip-types scripts/play-consultation.ts start <scenarioId> [--trade T]
 *        → "session <id>" and the buyer's opening line
 *   node --experimental-strip-types scripts/play-consultation.ts say <sessionId> "Hi, I'm Jess from Bloom."
 *        → "Buyer: …", then "[call ended: …]" when the buyer hangs up
 *   node --experimental-strip-types scripts/play-consultation.ts transcript <sessionId>
 *   node --experimental-strip-types scripts/play-consultation.ts end <sessionId>   → ends it, prints the report
 *   node --experimental-strip-types scripts/play-consultation.ts stop
 *
 * The background server's control port is kept in $RINGREADY_PLAY_STATE (default: <tmp>/ringready-play.json);
 * it listens on 127.0.0.1 only. An empty line (or "") is sent as an empty turn. Scenarios:
 * analyzer-photographer-compare, analyzer-venue-contract, boss-venue-bottom-line, boss-short-notice,
 * dreamer-garden-florals, dreamer-destination, relater-planning-with-mom, relater-think-about-it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { TRADE_IDS } from '../core/src/trades.ts';
import type { Player } from './play-consultation-player.ts';

/** The app is loaded only by the commands that run it, so a `say` starts in a moment. */
const playerFor = async (dataDir: string): Promise<Player> =>
  (await import('./play-consultation-player.ts')).playerFor(dataDir);

const STATE_FILE = process.env.RINGREADY_PLAY_STATE ?? path.join(tmpdir(), 'ringready-play.json');
const stateSchema = z.object({ port: z.number().int().positive(), pid: z.number().int() });
const startSchema = z.object({ scenarioId: z.string().min(1).max(100), trade: z.enum(TRADE_IDS).optional() });
const saySchema = z.object({ sessionId: z.uuid(), text: z.string().max(100_000) });
const sessionSchema = z.object({ sessionId: z.uuid() });

function usage(): never {
  console.error(readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0]);
  process.exit(2);
}

/** `--trade T` out of the arguments. */
function options(args: string[]) {
  const at = args.indexOf('--trade');
  const trade = at >= 0 ? args[at + 1] : undefined;
  const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  return { trade, rest };
}

/** Starts the app and keeps the calls open; a loopback control server takes the commands. */
async function serve() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ringready-play-'));
  const player = await playerFor(dataDir);
  const routes: Record<string, (body: unknown) => Promise<unknown>> = {
    '/start': (b) => player.start(startSchema.parse(b)),
    '/say': (b) => {
      const { sessionId, text } = saySchema.parse(b);
      return player.say(sessionId, text);
    },
    '/transcript': (b) => player.transcript(sessionSchema.parse(b).sessionId),
    '/end': (b) => player.end(sessionSchema.parse(b).sessionId),
    '/stop': async () => {
      setTimeout(() => void shutdown(), 50);
      return { stopped: true };
    },
  };
  const control = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += String(c)));
    req.on('end', () => {
      const route = req.method === 'POST' ? routes[req.url ?? ''] : undefined;
      const answer = route
        ? Promise.resolve().then(() => route(JSON.parse(raw || '{}')))
        : Promise.reject(new Error('not found'));
      answer.then(
        (value) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value)),
        (err: Error) => res.writeHead(400).end(JSON.stringify({ error: err.message })),
      );
    });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const port = (control.address() as AddressInfo).port;
  writeFileSync(STATE_FILE, JSON.stringify({ port, pid: process.pid }));
  async function shutdown() {
    control.close();
    await player.close();
    rmSync(STATE_FILE, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  console.info(`ready (control on 127.0.0.1:${port}, data in ${dataDir})`);
}

/** One command to the background server. */
async function command(route: string, body: unknown): Promise<unknown> {
  let state;
  try {
    state = stateSchema.parse(JSON.parse(readFileSync(STATE_FILE, 'utf8')));
  } catch {
    throw new Error(`No background server (${STATE_FILE}): run "play-consultation.ts serve &" first.`);
  }
  const res = await fetch(`http://127.0.0.1:${state.port}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { error?: string };
  if (!res.ok) throw new Error(answer.error ?? `HTTP ${res.status}`);
  return answer;
}

/** Prints what the player answered: the opening, a reply and its events, a transcript or a report. */
function print(answer: unknown) {
  const a = answer as Record<string, unknown>;
  if (typeof a.sessionId === 'string' && typeof a.opening === 'string') {
    console.info(`session ${a.sessionId}  (${String(a.buyer)}, ${String(a.trade)})`);
    console.info(`Buyer: ${a.opening}`);
  }
  if (typeof a.reply === 'string') console.info(`Buyer: ${a.reply}`);
  for (const e of (a.events as string[] | undefined) ?? []) console.info(`[${e}]`);
  for (const line of (a.lines as string[] | undefined) ?? []) console.info(line);
}

/** One process: start, then every line of the file (or stdin) is a turn; at the end, the report. */
async function play(scenarioId: string, trade: string | undefined, source: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ringready-play-'));
  const player = await playerFor(dataDir);
  try {
    const started = await player.start(startSchema.parse({ scenarioId, trade }));
    print(started);
    const fromFile = source && source !== '-';
    const input = fromFile ? readFileSync(source, 'utf8').replace(/\n$/, '').split('\n') : stdinLines();
    for await (const line of input) {
      console.info(`You: ${line}`);
      const said = await player.say(started.sessionId, line === '""' ? '' : line);
      print(said);
      if (said.ended) break;
    }
    print(await player.end(started.sessionId));
  } finally {
    await player.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function* stdinLines() {
  for await (const line of createInterface({ input: process.stdin })) yield line;
}

const [cmd, ...args] = process.argv.slice(2);
const { trade, rest } = options(args);
try {
  switch (cmd) {
    case 'serve':
      await serve();
      break;
    case 'play':
      if (!rest[0]) usage();
      await play(rest[0], trade, rest[1]);
      process.exit(0);
      break;
    case 'start':
      if (!rest[0]) usage();
      print(await command('/start', { scenarioId: rest[0], trade }));
      break;
    case 'say':
      if (!rest[0]) usage();
      print(await command('/say', { sessionId: rest[0], text: rest.slice(1).join(' ').replace(/^""$/, '') }));
      break;
    case 'transcript':
    case 'end':
      if (!rest[0]) usage();
      print(await command(`/${cmd}`, { sessionId: rest[0] }));
      break;
    case 'stop':
      await command('/stop', {});
      console.info('stopped');
      break;
    default:
      usage();
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
