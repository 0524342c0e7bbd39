import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Session } from '@ringready/core/api';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { encodeWav } from '../../providers/speech/wav.ts';
import { ANALYSIS_JOB } from './analysis-worker.ts';
import { RECORDING_JOB, requeueUntranscribedRecordings } from './recording-worker.ts';
import { STUCK_ANALYSIS_REASON, sweepStuckAnalyses } from './stuck-analysis-sweeper.ts';

/**
 * A web process (no workers), so an upload's analysis job waits, and the test decides its fate: an
 * analysis whose job ended without settling its session (its last attempt died with the process) must
 * not hold the plan's quota, nor show 'processing' forever.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ role: 'web' });
});
afterAll(() => t.close());

const transcript = readFileSync(
  new URL('../../../../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url),
);

async function upload(
  auth: Record<string, string>,
  file: Buffer = transcript,
  name = 'call.txt',
): Promise<string> {
  const boundary = `----rr${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="${name}"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sessions/upload',
    payload,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<{ sessionId: string }>().sessionId;
}

const analysesUsed = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/api/user', headers: auth })).json().currentUsage.realCallAnalysesUsed;
const sessionOf = async (auth: Record<string, string>, id: string) =>
  (await t.app.inject({ url: `/api/sessions/${id}`, headers: auth })).json<Session>();

/** the job's last attempt died with its process: the queue failed it, nothing settled the session */
const killJob = (sessionId: string, job = ANALYSIS_JOB) =>
  t.ctx.db.execute(
    sql`update pgboss.job set state = 'failed' where name = ${job} and singleton_key = ${sessionId}`,
  );

describe('an analysis that will never finish', () => {
  it('is failed with a reason and gives its analysis back to the plan', async () => {
    const u = await signUpAndLogin(t.app, { plan: 'tier1' });
    expect(await analysesUsed(u.auth)).toBe(0);
    const id = await upload(u.auth);
    expect(await analysesUsed(u.auth)).toBe(1); // an analysis in progress holds its place
    await killJob(id);
    await sweepStuckAnalyses(t.ctx, 0);
    const s = await sessionOf(u.auth, id);
    expect(s.status).toBe('failed');
    expect(s.failureReason).toBe(STUCK_ANALYSIS_REASON);
    expect(await analysesUsed(u.auth)).toBe(0);
  });

  it('leaves an analysis whose job still waits or runs as it is', async () => {
    const u = await signUpAndLogin(t.app, { plan: 'tier1' });
    const id = await upload(u.auth);
    await sweepStuckAnalyses(t.ctx, 0);
    expect((await sessionOf(u.auth, id)).status).toBe('processing');
    expect(await analysesUsed(u.auth)).toBe(1);
  });

  it('leaves a recording while its transcription job waits or runs, and fails it once that job is gone', async () => {
    const u = await signUpAndLogin(t.app, { plan: 'tier1' });
    const id = await upload(u.auth, encodeWav(new Int16Array(16_000), 16_000), 'call.wav');
    await sweepStuckAnalyses(t.ctx, 0);
    expect((await sessionOf(u.auth, id)).status).toBe('processing');
    await killJob(id, RECORDING_JOB);
    await sweepStuckAnalyses(t.ctx, 0);
    const s = await sessionOf(u.auth, id);
    expect(s.status).toBe('failed');
    expect(await analysesUsed(u.auth)).toBe(0);
  });

  it('gives a recording whose transcription job is gone its job again at a worker start', async () => {
    const u = await signUpAndLogin(t.app, { plan: 'tier1' });
    const id = await upload(u.auth, encodeWav(new Int16Array(16_000), 16_000), 'call.wav');
    const text = await upload(u.auth);
    expect(await requeueUntranscribedRecordings(t.ctx)).toEqual([]);
    await killJob(id, RECORDING_JOB);
    expect(await t.ctx.queue.hasLiveJob(RECORDING_JOB, id)).toBe(false);
    // only the recording: a document's text is stored with it
    expect(await requeueUntranscribedRecordings(t.ctx)).toEqual([id]);
    expect(await t.ctx.queue.hasLiveJob(RECORDING_JOB, id)).toBe(true);
    expect(await t.ctx.queue.hasLiveJob(RECORDING_JOB, text)).toBe(false);
  });
});
