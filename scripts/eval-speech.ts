/**
 * Offline speech recognition quality and cost, old and new recogniser side by side on the same audio:
 * the wedding-sales sentences of scripts/eval-data spoken by flite and espeak-ng voices at several
 * speeds, clean and with pink noise at 20 and 10 dB SNR; word error rate per row and per group against
 * the targets; what each recogniser hears in non-speech clips (it should hear nothing); real-time factor
 * and memory. Synthetic speech only: real voices on real microphones are worse.
 * Needs Debian espeak-ng and sox for their rows (skipped without them); pocketsphinx is compared when
 * Debian's libpocketsphinx3 + pocketsphinx-en-us are installed.
 * Run: npm run eval:speech [-- --sentences 10] [-- --only moonshine]
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { disposeFlite } from '../server/src/providers/speech/flite-tts.ts';
import { checkMoonshine } from '../server/src/providers/speech/moonshine-files.ts';
import { createMoonshinePool } from '../server/src/providers/speech/moonshine-pool.ts';
import { makeNonSpeechClips, soxAvailable } from '../server/src/providers/speech/non-speech-clips.ts';
import { checkPocketsphinx } from '../server/src/providers/speech/pocketsphinx-native.ts';
import { createPocketsphinxStt } from '../server/src/providers/speech/pocketsphinx-stt.ts';
import { normalizeTranscript, wordErrors } from '../server/src/providers/speech/word-error-rate.ts';
import {
  ESPEAK,
  espeakVoice,
  fliteVoice,
  pinkNoise,
  withNoise,
  withTempo,
  type Voice,
} from './eval-speech-audio.ts';

const { values: args } = parseArgs({
  options: { sentences: { type: 'string' }, only: { type: 'string' } },
});
const SENTENCES = readFileSync(new URL('./eval-data/wedding-sales-sentences.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
  .slice(0, args.sentences ? Number(args.sentences) : undefined);
const TARGETS: Record<string, number> = { 'flite, clean': 10, 'espeak-ng, clean': 15, 'noise 10 dB SNR': 25 };
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const rss = () => process.memoryUsage().rss;

interface Recogniser {
  name: string;
  transcribe(pcm: Int16Array): Promise<string>;
  /** decode time (ms) and audio (s) so far: the real-time factor */
  busyMs: number;
  audioSeconds: number;
  memory: string;
  close(): Promise<void>;
}

async function pocketsphinx(): Promise<Recogniser | string> {
  const missing = checkPocketsphinx();
  if (missing) return missing;
  const before = rss();
  const stt = createPocketsphinxStt({ size: 1 });
  await stt.warmUp();
  const r: Recogniser = {
    name: 'pocketsphinx',
    busyMs: 0,
    audioSeconds: 0,
    memory: `${mb(rss() - before)} for one decoder (one is held per speaking person)`,
    async transcribe(pcm) {
      const t0 = performance.now();
      const stream = stt.createStream();
      stream.write(pcm);
      const text = await stream.finish();
      stream.close();
      r.busyMs += performance.now() - t0;
      r.audioSeconds += pcm.length / 16_000;
      return text;
    },
    close: () => stt.close(),
  };
  return r;
}

async function moonshine(): Promise<Recogniser | string> {
  const missing = checkMoonshine();
  if (missing) return missing;
  const before = rss();
  const pool = createMoonshinePool({ size: 1 });
  await pool.start();
  const r: Recogniser = {
    name: 'moonshine',
    busyMs: 0,
    audioSeconds: 0,
    memory: `${mb(rss() - before)} for one worker thread (the server runs one per core)`,
    async transcribe(pcm) {
      const result = await pool.transcribe(pcm);
      r.busyMs += result.ms;
      r.audioSeconds += pcm.length / 16_000;
      return result.text;
    },
    close: () => pool.close(),
  };
  return r;
}

const dir = mkdtempSync(path.join(tmpdir(), 'ringready-eval-speech-'));
const recognisers: Recogniser[] = [];
for (const [name, make] of [
  ['pocketsphinx', pocketsphinx],
  ['moonshine', moonshine],
] as const) {
  if (args.only && args.only !== name) continue;
  const made = await make();
  if (typeof made === 'string') console.info(`${name} skipped: ${made}`);
  else recognisers.push(made);
}
if (!recognisers.length) throw new Error('no recogniser to evaluate');

const espeak = existsSync(ESPEAK);
const sox = soxAvailable();
const flite = (['slt', 'kal16', 'rms', 'awb'] as const).map((v) => fliteVoice(v, 'flite, clean'));
const robotic = espeak
  ? ['en-us', 'en-us+m3', 'en-us+f2', 'en', 'en-us+m7'].map((v) => espeakVoice(dir, v, 'espeak-ng, clean'))
  : [];
const voices: Voice[] = [...flite, ...robotic, fliteVoice('kal', 'telephone band', 'flite kal (8 kHz)')];
if (espeak) voices.push(...[130, 200].map((wpm) => espeakVoice(dir, 'en-us', 'speeds', wpm)));
if (sox) {
  voices.push(withTempo(dir, flite[0]!, 1.25, 'speeds'), withTempo(dir, flite[1]!, 0.8, 'speeds'));
  const noise = pinkNoise(dir);
  for (const snr of [20, 10])
    voices.push(...[...flite, ...robotic].map((v) => withNoise(v, noise, snr, `noise ${snr} dB SNR`)));
}
if (!espeak) console.info('espeak-ng rows skipped (apt-get install espeak-ng to include them)');
if (!sox) console.info('speed and noise rows skipped (apt-get install sox to include them)');

const pct = (e: { errors: number; words: number }) => `${((e.errors / e.words) * 100).toFixed(1)}%`;
const row = (label: string, cells: string[]) =>
  console.info(label.padEnd(40) + cells.map((c) => c.padStart(14)).join(''));
/** group → recogniser → summed errors */
const groups = new Map<string, Map<string, { errors: number; words: number }>>();

try {
  console.info(`\nWord error rate, ${SENTENCES.length} wedding-sales sentences per row (lower is better)`);
  row(
    'voice',
    recognisers.map((r) => r.name),
  );
  for (const voice of voices) {
    const totals = recognisers.map(() => ({ errors: 0, words: 0 }));
    for (const sentence of SENTENCES) {
      const pcm = await voice.speak(sentence);
      for (const [i, r] of recognisers.entries()) {
        const e = wordErrors(sentence, normalizeTranscript(await r.transcribe(pcm)));
        totals[i]!.errors += e.errors;
        totals[i]!.words += e.words;
      }
    }
    row(voice.label, totals.map(pct));
    const group = groups.get(voice.group) ?? new Map();
    groups.set(voice.group, group);
    recognisers.forEach((r, i) => {
      const sum = group.get(r.name) ?? { errors: 0, words: 0 };
      group.set(r.name, { errors: sum.errors + totals[i]!.errors, words: sum.words + totals[i]!.words });
    });
  }

  console.info('\nMean word error rate per group (target for the new recogniser)');
  row('group', [...recognisers.map((r) => r.name), 'target']);
  for (const [name, group] of groups) {
    const target = TARGETS[name];
    const cells = recognisers.map((r) => pct(group.get(r.name)!));
    const moon = group.get('moonshine');
    const verdict =
      target && moon ? `≤ ${target}% ${moon.errors / moon.words <= target / 100 ? 'met' : 'MISSED'}` : '';
    row(name, [...cells, verdict]);
  }

  if (sox) {
    console.info('\nNon-speech clips: words heard (should be none)');
    row(
      'clip',
      recognisers.map((r) => r.name),
    );
    let heardAny = 0;
    for (const [name, pcm] of makeNonSpeechClips(dir)) {
      const heard = await Promise.all(recognisers.map((r) => r.transcribe(pcm)));
      heardAny += heard.filter(Boolean).length;
      row(
        name,
        heard.map((t) => (t ? JSON.stringify(t).slice(0, 13) : '—')),
      );
    }
    console.info(heardAny ? `${heardAny} transcripts with words` : 'no words in any clip');
  }

  console.info('\nCost on this machine (one thread per decode)');
  for (const r of recognisers) {
    const rtf = r.busyMs / 1000 / r.audioSeconds;
    console.info(
      `${r.name.padEnd(14)} real-time factor ${rtf.toFixed(3)} (${r.audioSeconds.toFixed(0)} s of audio); ` +
        `memory +${r.memory}`,
    );
  }
} finally {
  for (const r of recognisers) await r.close();
  disposeFlite();
  rmSync(dir, { recursive: true, force: true });
}
