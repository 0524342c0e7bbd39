/**
 * A year of use, seeded in bulk: one salesperson with 1,000 sessions among 50 colleagues with 200 each,
 * all in one team whose owner is on Master. Completed sessions carry real analyzer reports of the sample
 * calls (rotated), so stored rows are full-size.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import type { Report } from '@ringready/core/api';
import { BUYER_IDS } from '@ringready/core/buyer-types';
import { TRADE_IDS } from '@ringready/core/trades';
import type { Db } from '../../server/src/db/client.ts';
import {
  reports,
  scenarios,
  sessions,
  subscriptions,
  teamMembers,
  teams,
  users,
} from '../../server/src/db/schema.ts';
import { createUser } from '../../server/src/modules/users/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 250;

export interface HistoryOptions {
  /** sessions of the measured user */
  sessions: number;
  colleagues: number;
  sessionsEach: number;
}

export const YEAR_OF_USE: HistoryOptions = { sessions: 1000, colleagues: 50, sessionsEach: 200 };
export const BENCH_EMAIL = 'bench@example.com';
export const BENCH_PASSWORD = 'bench-password';

/** Analyzer reports of every plain-text sample call (the .docx ones need the server's extractor). */
export function sampleReports(): Report[] {
  const dir = new URL('../../core/eval/transcripts/', import.meta.url);
  return readdirSync(dir)
    .filter((file) => /\.(txt|md|vtt|srt|json)$/.test(file))
    .sort()
    .map((file) => analyzeTranscriptText(readFileSync(new URL(file, dir), 'utf8'), file) as Report);
}

function sessionRows(userId: string, count: number, now: Date, scenarioIds: string[], salt: number) {
  const span = 365 * DAY;
  return Array.from({ length: count }, (_, i) => {
    const upload = i % 4 === 0;
    return {
      userId,
      type: upload ? 'upload' : 'practice',
      status: i % 20 === 7 ? 'failed' : i === 0 ? 'processing' : 'completed',
      scenarioId: upload ? null : scenarioIds[(i + salt) % scenarioIds.length]!,
      buyerType: upload ? null : BUYER_IDS[(i + salt) % BUYER_IDS.length]!,
      trade: upload ? null : TRADE_IDS[salt % TRADE_IDS.length]!,
      mode: upload ? null : i % 3 ? 'coaching' : 'basic',
      fileName: upload ? `call-${salt}-${i}.txt` : null,
      failureReason: i % 20 === 7 ? 'The file has no conversation we could read.' : null,
      durationSeconds: 180 + ((i * 37 + salt) % 900),
      // newest first by index, spread over the past year; a few share a timestamp to exercise the id tie-break
      createdAt: new Date(now.getTime() - Math.floor((i * span) / count / 1000) * 1000 - salt * 61_000),
    };
  });
}

async function insertSessions(db: Db, rows: ReturnType<typeof sessionRows>, samples: Report[], salt: number) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await db
      .insert(sessions)
      .values(rows.slice(i, i + BATCH))
      .returning({ id: sessions.id, status: sessions.status });
    const done = inserted.filter((s) => s.status === 'completed');
    if (!done.length) continue;
    await db.insert(reports).values(
      done.map((s, j) => {
        const data = samples[(i + j + salt) % samples.length]!;
        return { sessionId: s.id, overallScore: data.overallScore, data };
      }),
    );
  }
}

/** Seeds the history; returns the measured user's id. Needs the catalogue (the app seeds it at start). */
export async function seedHistory(db: Db, now: Date, opts: HistoryOptions = YEAR_OF_USE): Promise<string> {
  const scenarioIds = (await db.select({ id: scenarios.id }).from(scenarios)).map((s) => s.id);
  const owner = await createUser(
    db,
    { email: 'owner@example.com', name: 'Owner', password: BENCH_PASSWORD, plan: 'tier3' },
    now,
  );
  const user = await createUser(
    db,
    { email: BENCH_EMAIL, name: 'Bench', password: BENCH_PASSWORD, plan: 'tier2', trade: 'photographer' },
    now,
  );
  // both plans began a year ago, so the current period holds about a month of sessions
  await db
    .update(subscriptions)
    .set({ periodAnchor: new Date(now.getTime() - 365 * DAY) })
    .where(inArray(subscriptions.userId, [owner.id, user.id]));
  const [team] = await db.insert(teams).values({ name: 'Bench team', ownerId: owner.id }).returning();
  const colleagues = opts.colleagues
    ? await db
        .insert(users)
        .values(
          Array.from({ length: opts.colleagues }, (_, i) => ({
            email: `colleague${i}@example.com`,
            name: `Colleague ${i}`,
            passwordHash: owner.passwordHash,
          })),
        )
        .returning({ id: users.id })
    : [];
  await db
    .insert(teamMembers)
    .values([
      { teamId: team!.id, userId: owner.id, role: 'admin' },
      { teamId: team!.id, userId: user.id, role: 'member' },
      ...colleagues.map((c) => ({ teamId: team!.id, userId: c.id, role: 'member' })),
    ]);
  const samples = sampleReports();
  for (const [i, c] of colleagues.entries()) {
    await insertSessions(db, sessionRows(c.id, opts.sessionsEach, now, scenarioIds, i + 1), samples, i + 1);
  }
  await insertSessions(db, sessionRows(user.id, opts.sessions, now, scenarioIds, 0), samples, 0);
  return user.id;
}
