import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@ringready/core/api';
import { SPEAKING_WORDS_PER_MINUTE } from '@ringready/core/analysis/call-duration';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';

const evalText = (name: string) =>
  readFileSync(new URL(`../../../../core/eval/transcripts/${name}`, import.meta.url), 'utf8');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
interface ReportMetrics {
  callMetrics: { durationSeconds: number | null; totalWords: number };
  speakers: Array<{ label: string; side: string }>;
}

async function uploadAndWait(auth: Auth, fileName: string, text: string): Promise<Session> {
  const boundary = `----rr${Math.random().toString(16).slice(2)}`;
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="${fileName}"\r\n` +
    `Content-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sessions/upload',
    payload,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode).toBe(202);
  const id = res.json<{ sessionId: string }>().sessionId;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const s = (await t.app.inject({ url: `/api/sessions/${id}`, headers: auth })).json<Session>();
    if (s.status !== 'processing' || Date.now() > deadline) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const metricsOf = (s: Session) => s.report as unknown as ReportMetrics;

describe("an uploaded call's duration", () => {
  it("is the span of the transcript's timestamps when it has them", async () => {
    const u = await signUpAndLogin(t.app);
    const s = await uploadAndWait(u.auth, 'timed.txt', evalText('09-boss-florist-okay.txt'));
    expect(s.status).toBe('completed');
    const measured = metricsOf(s).callMetrics.durationSeconds;
    expect(measured).toBeGreaterThan(60);
    expect(s.duration).toBe(measured);
  });

  it('is the length the text states when there are no timestamps', async () => {
    const u = await signUpAndLogin(t.app);
    const text = `Call with Hannah\nDuration: 32:10\n\n${evalText('02-analyzer-venue-poor.txt')}`;
    const s = await uploadAndWait(u.auth, 'stated.txt', text);
    expect(s.status).toBe('completed');
    expect(metricsOf(s).callMetrics.durationSeconds).toBeNull();
    expect(s.duration).toBe(32 * 60 + 10);
  });

  it('is estimated from the word count otherwise, and kept when the speakers are reassigned', async () => {
    const u = await signUpAndLogin(t.app);
    const s = await uploadAndWait(u.auth, 'plain.txt', evalText('02-analyzer-venue-poor.txt'));
    expect(s.status).toBe('completed');
    const { totalWords } = metricsOf(s).callMetrics;
    expect(totalWords).toBeGreaterThan(300);
    expect(s.duration).toBe(Math.round((totalWords / SPEAKING_WORDS_PER_MINUTE) * 60));

    const buyer = metricsOf(s).speakers.find((sp) => sp.side === 'buyer')!.label;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${s.id}/speakers`,
      headers: u.auth,
      payload: { salespersonSpeakers: [buyer] },
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/sessions/${s.id}`, headers: u.auth })).json<Session>();
    expect(after.duration).toBe(s.duration);
  });
});
