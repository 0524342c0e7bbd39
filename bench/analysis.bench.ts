import { readFileSync } from 'node:fs';
import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import { countWords } from '@ringready/core/analysis/text-utils';
import { buildApp } from '../server/src/app.ts';
import { testConfig } from '../server/src/config.ts';
import { createUser } from '../server/src/modules/users/index.ts';
import { measure, printTable } from './lib/measure.ts';

const sample = readFileSync(
  new URL('../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url),
  'utf8',
);

/** A transcript of about `words` words: the sample call's dialogue repeated. */
function transcriptOf(words: number): string {
  const dialogue = sample.split('\n').filter((l) => /^[A-Z][\w .'-]{0,30}:/.test(l));
  const out: string[] = [];
  let n = 0;
  for (let i = 0; n < words; i++) {
    const line = dialogue[i % dialogue.length]!;
    out.push(line);
    n += countWords(line);
  }
  return out.join('\n');
}

/** Analyzer time for 1k/10k/50k words vs a plain word count of the same text (linear baseline). */
export async function benchAnalysis(): Promise<void> {
  for (const words of [1_000, 10_000, 50_000]) {
    const text = transcriptOf(words);
    const iterations = words >= 50_000 ? 5 : words >= 10_000 ? 20 : 100;
    const baseline = await measure(
      `count words (${words} words, baseline)`,
      async () => countWords(text),
      iterations * 5,
    );
    const analysis = await measure(
      `analyzeTranscriptText (${words} words)`,
      async () => analyzeTranscriptText(text, 'bench.txt'),
      iterations,
    );
    printTable(`Analysis of a ${words}-word transcript`, baseline, [analysis]);
  }
  await benchUploadToReport();
}

/** Upload (multipart) → job → report stored, on the embedded database, vs GET /health. */
async function benchUploadToReport(): Promise<void> {
  const app = await buildApp(testConfig(), { mailer: null });
  try {
    await createUser(
      app.ctx.db,
      {
        email: 'bench@example.com',
        name: 'Bench',
        password: 'bench-password',
        plan: 'tier3',
      },
      app.ctx.now(),
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bench@example.com', password: 'bench-password' },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const boundary = 'benchboundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="call.txt"\r\n\r\n` +
        `${sample}\r\n--${boundary}--\r\n`,
    );
    const headers = { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const baseline = await measure('GET /health (baseline)', () => app.inject({ url: '/health' }), 200);
    const latency = await measure(
      'upload → completed report (1.5k words)',
      async () => {
        const { sessionId } = (
          await app.inject({ method: 'POST', url: '/api/sessions/upload', payload, headers })
        ).json();
        for (;;) {
          const s = (await app.inject({ url: `/api/sessions/${sessionId}`, headers: auth })).json();
          if (s.status !== 'processing') return;
          await new Promise((r) => setTimeout(r, 5));
        }
      },
      20,
      2,
    );
    printTable('Upload to report on embedded PGlite (in-process)', baseline, [latency]);
  } finally {
    await app.close();
  }
}
