import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import { parseTranscript } from '@ringready/core/analysis/parse-transcript';
import type { Db } from '../db/client.ts';
import { conversationMessages, sessions, uploads } from '../db/schema.ts';
import { saveReport } from '../modules/reports/index.ts';
import { extractTranscriptText } from '../modules/uploads/index.ts';
import type { UserRow } from '../modules/users/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const transcripts = new URL('../../../core/eval/transcripts/', import.meta.url);

/** Sample calls shipped with the seed; each becomes a session with a real report from the analyzer. */
const HISTORY: Array<{
  file: string;
  name?: string;
  daysAgo: number;
  practice?: { scenarioId: string; buyerType: string };
}> = [
  { file: '14-dreamer-photographer-poor.txt', name: 'photo-consult-garden-wedding.txt', daysAgo: 26 },
  { file: '09-boss-florist-okay.txt', name: 'florals-call-october.txt', daysAgo: 18 },
  {
    file: '21-relater-photographer-okay.txt',
    daysAgo: 12,
    practice: { scenarioId: 'relater-think-about-it', buyerType: 'relater' },
  },
  { file: '01-analyzer-photographer-excellent.md', name: 'priya-and-sam-consultation.md', daysAgo: 9 },
  { file: '22-relater-planner-good.vtt', name: 'planner-zoom-call.vtt', daysAgo: 5 },
  {
    file: '07-boss-venue-excellent.srt',
    daysAgo: 2,
    practice: { scenarioId: 'boss-venue-bottom-line', buyerType: 'boss' },
  },
];

export async function seedDemoHistory(db: Db, user: UserRow, now: Date): Promise<void> {
  const existing = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .limit(1);
  if (existing.length) return;
  for (const item of HISTORY) {
    const bytes = readFileSync(new URL(item.file, transcripts));
    const text = await extractTranscriptText(bytes, item.file);
    const report = analyzeTranscriptText(text, item.file, { accountName: user.name });
    const createdAt = new Date(now.getTime() - item.daysAgo * DAY);
    await db.transaction(async (tx) => {
      const [session] = await tx
        .insert(sessions)
        .values({
          userId: user.id,
          type: item.practice ? 'practice' : 'upload',
          status: 'processing',
          createdAt,
          fileName: item.practice ? null : (item.name ?? item.file),
          scenarioId: item.practice?.scenarioId,
          buyerType: item.practice?.buyerType,
          mode: item.practice ? 'coaching' : null,
          startedAt: createdAt,
        })
        .returning({ id: sessions.id });
      const sessionId = session!.id;
      if (item.practice) {
        const sales = new Set(report.speakers.filter((s) => s.side === 'salesperson').map((s) => s.label));
        await tx.insert(conversationMessages).values(
          parseTranscript(text, item.file).utterances.map((u, seq) => ({
            sessionId,
            seq,
            isUser: sales.has(u.speaker),
            text: u.text,
            createdAt: new Date(createdAt.getTime() + seq * 15_000),
          })),
        );
      } else {
        await tx.insert(uploads).values({
          sessionId,
          fileName: item.name ?? item.file,
          mimeType: 'text/plain',
          sizeBytes: bytes.length,
          content: bytes,
          extractedText: text,
        });
      }
      // sample calls without timestamps: estimate the length at 150 spoken words a minute
      const seconds =
        report.callMetrics.durationSeconds ?? Math.round((report.callMetrics.totalWords / 150) * 60);
      await tx
        .update(sessions)
        .set({ endedAt: new Date(createdAt.getTime() + seconds * 1000) })
        .where(eq(sessions.id, sessionId));
      await saveReport(tx, sessionId, report, createdAt, seconds);
    });
  }
}
