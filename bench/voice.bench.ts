import { CLIENT_EVENT, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../server/src/app.ts';
import { testConfig } from '../server/src/config.ts';
import { createUser } from '../server/src/modules/users/index.ts';
import { DEFAULT_MOONSHINE_WORKERS } from '../server/src/providers/speech/moonshine-pool.ts';
import { createSpeechEngine } from '../server/src/providers/speech/speech-engine.ts';
import { encodeWav } from '../server/src/providers/speech/wav.ts';
import { atOrigin, connectVoice } from '../server/test-support/voice-test-client.ts';
import { measure, printTable, summarize } from './lib/measure.ts';
import { timeVoiceTurn } from './lib/voice-turn.ts';

const QUESTIONS = [
  'how many guests are you expecting at the wedding',
  'what date are you planning for the ceremony',
  'what worries you most about the venue',
  'who else is part of the decision',
];
const SCENARIOS = [
  'boss-venue-bottom-line',
  'dreamer-garden-florals',
  'analyzer-photographer-compare',
  'relater-planning-with-mom',
];
/** pocketsphinx: one decoder per simultaneous speaker, for the largest run below */
const DECODERS = 16;
/** the recogniser measured: Moonshine (the default), or STT_PROVIDER=pocketsphinx for the old one */
const STT = process.env.STT_PROVIDER === 'pocketsphinx' ? 'pocketsphinx' : 'moonshine';
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
/** Share of both cores busy (all processes) from now until the returned function is called. */
function machineBusy(): () => number {
  const read = () =>
    readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const before = read();
  return () => {
    const d = read().map((v, i) => v - before[i]!);
    const total = d.reduce((a, b) => a + b, 0);
    return Math.round((1 - (d[3]! + d[4]!) / total) * 100);
  };
}
/**
 * Peak resident memory of this process (the server, recogniser workers included) from now until the
 * returned function is called, sampled every 50 ms.
 */
function peakRss(): () => number {
  let peak = process.memoryUsage().rss;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  const timer = setInterval(sample, 50);
  return () => {
    clearInterval(timer);
    return sample();
  };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = promisify(execFile);

/**
 * Voice turn latency on the offline engine: audio is streamed in real time (20 ms chunks every 20 ms);
 * latency = last chunk of speech sent → first audio chunk of the reply (includes the 400 ms silence wait).
 */
export async function benchVoice(): Promise<void> {
  const speech = createSpeechEngine({ stt: STT, tts: 'flite', decoderPoolSize: DECODERS });
  const idle = process.memoryUsage().rss;
  await speech.warmUp(); // as the server does at start: no decoder is created during a measured turn
  const loaded = process.memoryUsage().rss;
  const app = await buildApp(testConfig(), { mailer: null, speech });
  const pool =
    STT === 'moonshine' ? `${DEFAULT_MOONSHINE_WORKERS} Moonshine workers` : `${DECODERS} decoders`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    // one account per simultaneous session: a user practises one conversation at a time
    const accounts = new Map<number, Record<string, string>>();
    const authFor = async (i: number) => {
      const known = accounts.get(i);
      if (known) return known;
      const email = `bench${i}@example.com`;
      const password = 'bench-password';
      await createUser(app.ctx.db, { email, name: `Bench ${i}`, password, plan: 'tier3' }, app.ctx.now());
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      const headers = { authorization: `Bearer ${login.json().token}` };
      accounts.set(i, headers);
      return headers;
    };
    const auth = await authFor(0);
    const audio = await Promise.all(QUESTIONS.map((q) => speech.tts.synthesize(q)));
    const open = async (headers = auth) => {
      const s = (
        await app.inject({
          method: 'POST',
          url: '/api/sessions/start',
          headers,
          payload: { scenarioId: 'boss-venue-bottom-line' },
        })
      ).json();
      const c = await connectVoice(atOrigin(s.websocketUrl, origin));
      await c.waitFor(SERVER_EVENT.audio);
      return { c, sessionId: s.sessionId as string };
    };
    const single = await open();
    // voice first: the typed sections below load the flite pool with another socket's flood
    const voice: number[] = [];
    for (let i = 0; i < 12; i++) {
      voice.push(await timeVoiceTurn(single.c, audio[i % audio.length]!));
      await sleep(300);
    }
    const voiceTurn = summarize('voice: end of speech → first audio chunk', voice);
    console.info(`\nVoice turns, offline engine (${STT} + flite)`);
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.info(
      `  voice turn p50 ${voiceTurn.p50.toFixed(0)} ms (target ≤ 500: ${verdict(voiceTurn.p50 <= 500)}), ` +
        `p95 ${voiceTurn.p95.toFixed(0)} ms (target ≤ 800: ${verdict(voiceTurn.p95 <= 800)})`,
    );
    console.info(
      `  server memory: ${mb(idle)} before the speech engine, ${mb(loaded)} with ${pool} loaded ` +
        `(+${mb(loaded - idle)}); ${mb(process.memoryUsage().rss)} with the app and one session`,
    );

    console.info(
      `\nSimultaneous voice sessions (${pool}; real-time speech from a separate client process ` +
        'on the same 2 cores, 4 turns each): end of speech → first audio',
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'rr-bench-'));
    const wavs = audio.map((pcm, i) => {
      const file = path.join(dir, `q${i}.wav`);
      writeFileSync(file, encodeWav(pcm, 16000));
      return file;
    });
    let carried = 0; // the most sessions for which this and every smaller run kept p95 under 1 s
    let allUnder = true;
    /** resident memory growth per session of the largest run */
    let memoryPerSession = 0;
    for (const n of [1, 2, 4, 8, 12, 16]) {
      const urls: string[] = [];
      for (let i = 0; i < n; i++) {
        const s = (
          await app.inject({
            method: 'POST',
            url: '/api/sessions/start',
            headers: await authFor(i + 1),
            payload: { scenarioId: SCENARIOS[i % SCENARIOS.length] },
          })
        ).json();
        urls.push(atOrigin(s.websocketUrl, origin));
      }
      const busy = machineBusy();
      // memory per session: the server's resident growth while the sessions talk, divided by the sessions
      const before = process.memoryUsage().rss;
      const peak = peakRss();
      const { stdout } = await run(
        process.execPath,
        [
          '--experimental-strip-types',
          fileURLToPath(new URL('./voice-clients.ts', import.meta.url)),
          JSON.stringify({ urls, wavs, turns: 4 }),
        ],
        { maxBuffer: 1 << 20 },
      );
      const s = summarize(`${n} sessions`, JSON.parse(stdout.trim().split('\n').at(-1)!) as number[]);
      memoryPerSession = (peak() - before) / n;
      allUnder &&= s.p95 < 1000;
      if (allUnder) carried = n;
      console.info(
        `  ${String(n).padStart(2)} sessions: p50 ${s.p50.toFixed(0).padStart(4)} ms, ` +
          `p95 ${s.p95.toFixed(0).padStart(4)} ms ${s.p95 < 1000 ? '(p95 < 1 s)' : '(p95 ≥ 1 s)'}, ` +
          `both cores ${busy()}% busy, memory +${mb(memoryPerSession)} per session`,
      );
    }
    console.info(
      `  → 2 cores carry ${carried} simultaneous voice sessions with p95 under 1 s (target: at least 8); ` +
        `server memory peaked at ${mb(process.resourceUsage().maxRSS * 1024)}, ` +
        `${mb(memoryPerSession)} per session (resident growth / sessions, largest run)`,
    );
    rmSync(dir, { recursive: true, force: true });

    // typed turns as a person sends them: after the previous reply has started playing
    const typedTurn = async (text: string) => {
      const reply = await single.c.say(text);
      await single.c.waitFor(SERVER_EVENT.audio, (e) => e.eventId === reply.eventId, 30_000);
      await sleep(400);
    };
    const typedLatencies: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await single.c.say(QUESTIONS[i % QUESTIONS.length]!);
      typedLatencies.push(performance.now() - t0);
      await typedTurn('Tell me more about that.');
    }
    const typedBaseline = summarize('typed turn → agent_response (baseline)', typedLatencies);
    // another user floods their socket with typed turns (200 a second) while this one talks
    const flooder = await open(await authFor(999));
    const flood = setInterval(() => {
      for (let i = 0; i < 20; i++)
        flooder.c.send({ type: CLIENT_EVENT.userMessage, text: 'How many guests?' });
    }, 100);
    const flooded: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await single.c.say(QUESTIONS[i % QUESTIONS.length]!);
      flooded.push(performance.now() - t0);
      await typedTurn('Tell me more about that.');
    }
    clearInterval(flood);
    flooder.c.ws.close();
    const typedFlooded = summarize('typed turn → agent_response while another socket floods', flooded);
    const backToBack = await measure(
      'typed turns back to back (TTS of the last reply still running)',
      () => single.c.say('How many guests are you expecting?'),
      20,
      2,
    );
    const typedAudio = await measure(
      'typed turn → first audio chunk',
      async () => {
        const reply = await single.c.say('What worries you most about the day?');
        await single.c.waitFor(SERVER_EVENT.audio, (e) => e.eventId === reply.eventId, 30_000);
      },
      20,
      2,
    );
    const coaching = await measure(
      'POST /api/coaching/analyze',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/coaching/analyze',
          headers: auth,
          payload: {
            sessionId: single.sessionId,
            buyerType: 'boss',
            messageCount: 4,
            conversationContext: 'Prospect: What is the price?',
            recentMessages: [
              { text: 'What is the price?', isUser: false },
              { text: 'It depends on the package.', isUser: true },
            ],
          },
        }),
      100,
      10,
    );
    single.c.ws.close();
    printTable(`Voice turns, offline engine (${STT} + flite), one session`, typedBaseline, [
      typedFlooded,
      backToBack,
      typedAudio,
      coaching,
      voiceTurn,
    ]);
  } finally {
    await app.close();
  }
}
