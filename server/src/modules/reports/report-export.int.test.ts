import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import { sessions } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { EXPORT_LIMIT_PER_MINUTE, EXPORT_TEXTS } from './report-export.ts';
import { saveReport } from './report-repository.ts';

/** a fixed clock: the rate limit's one-minute window cannot roll over mid-test */
const NOW = new Date('2025-04-01T12:00:05Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

const transcript = (file: string) =>
  readFileSync(new URL(`../../../../core/eval/transcripts/${file}`, import.meta.url), 'utf8');

async function addSession(
  userId: string,
  values: Partial<typeof sessions.$inferInsert>,
  transcriptFile?: string,
) {
  const [row] = await t.ctx.db
    .insert(sessions)
    .values({ userId, type: 'practice', status: 'processing', ...values })
    .returning();
  if (transcriptFile) {
    const report = analyzeTranscriptText(transcript(transcriptFile), transcriptFile);
    await saveReport(t.ctx.db, row!.id, report, values.createdAt ?? new Date(), values.durationSeconds ?? 0);
  }
  return row!;
}

const exportZip = (auth: Record<string, string>) =>
  t.app.inject({ url: '/api/reports/export.zip', headers: auth });

/** summary.csv's rows as arrays of cells (no cell of these sessions holds a comma or a quote) */
const csvRows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'));

describe('GET /api/reports/export.zip', () => {
  it("zips the caller's report PDFs and a summary of all their sessions, and nobody else's", async () => {
    const alice = await signUpAndLogin(t.app);
    const bob = await signUpAndLogin(t.app);
    const practice = await addSession(
      alice.user.id,
      {
        scenarioId: 'boss-venue-bottom-line',
        buyerType: 'boss',
        durationSeconds: 540,
        createdAt: new Date('2025-03-02T10:00:00Z'),
      },
      '07-boss-venue-excellent.srt',
    );
    const call = await addSession(
      alice.user.id,
      { type: 'upload', fileName: 'priya-consult.md', createdAt: new Date('2025-03-04T09:00:00Z') },
      '01-analyzer-photographer-excellent.md',
    );
    await addSession(alice.user.id, {
      type: 'upload',
      status: 'failed',
      fileName: 'broken.txt',
      createdAt: new Date('2025-03-05T09:00:00Z'),
    });
    await addSession(alice.user.id, {
      status: 'active',
      scenarioId: 'dreamer-garden-florals',
      buyerType: 'dreamer',
      createdAt: new Date('2025-03-06T09:00:00Z'),
    });
    await addSession(
      bob.user.id,
      { type: 'upload', fileName: 'bobs-secret-call.txt' },
      '09-boss-florist-okay.txt',
    );

    const res = await exportZip(alice.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ringready-reports-2025-04-01.zip"',
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const pdfs = Object.keys(files).filter((name) => name.endsWith('.pdf'));
    expect(pdfs.sort()).toEqual([
      `reports/2025-03-02-the-groom-who-wants-the-bottom-line-${practice.id.slice(0, 8)}.pdf`,
      `reports/2025-03-04-priya-consult-md-${call.id.slice(0, 8)}.pdf`,
    ]);
    for (const name of pdfs) expect(strFromU8(files[name]!.slice(0, 5))).toBe('%PDF-');

    const csv = strFromU8(files['summary.csv']!);
    expect(csv).not.toContain('bobs-secret-call');
    const [header, ...rows] = csvRows(csv);
    expect(header).toEqual([
      'Date (UTC)',
      'Type',
      'Scenario or file',
      'Buyer type',
      'Duration (minutes)',
      'Score',
      'Status',
      'Report PDF',
    ]);
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[4], r[6], r[7]])).toEqual([
      ['2025-03-06T09:00:00.000Z', 'Practice', 'The Pinterest Garden Wedding', 'Dreamer', '0', 'active', ''],
      ['2025-03-05T09:00:00.000Z', 'Real call', 'broken.txt', '', '0', 'failed', ''],
      ['2025-03-04T09:00:00.000Z', 'Real call', 'priya-consult.md', '', '0', 'completed', pdfs[1]],
      [
        '2025-03-02T10:00:00.000Z',
        'Practice',
        'The Groom Who Wants the Bottom Line',
        'Boss',
        '9',
        'completed',
        pdfs[0],
      ],
    ]);
    expect(rows[3]![5]).toMatch(/^\d{1,3}$/);
    expect(rows[0]![5]).toBe('');

    const bobs = unzipSync(new Uint8Array((await exportZip(bob.auth)).rawPayload));
    expect(Object.keys(bobs)).toHaveLength(2);
    expect(strFromU8(bobs['summary.csv']!)).toContain('bobs-secret-call.txt');
    expect(strFromU8(bobs['summary.csv']!)).not.toContain('priya-consult');
  });

  it('needs a sign-in and is rate-limited per person', async () => {
    expect((await t.app.inject({ url: '/api/reports/export.zip' })).statusCode).toBe(401);
    const carol = await signUpAndLogin(t.app);
    for (let i = 0; i < EXPORT_LIMIT_PER_MINUTE; i++) {
      const empty = await exportZip(carol.auth);
      expect(Object.keys(unzipSync(new Uint8Array(empty.rawPayload)))).toEqual(['summary.csv']);
    }
    const res = await exportZip(carol.auth);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: EXPORT_TEXTS.tooMany });
  });
});
