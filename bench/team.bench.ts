import { readFileSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import { BUYER_IDS } from '@ringready/core/buyer-types';
import { buildApp } from '../server/src/app.ts';
import { testConfig, type AppConfig } from '../server/src/config.ts';
import { reports, sessions, teamMembers, teams, users } from '../server/src/db/schema.ts';
import { memberFigureQueries, memberFigures, monthStart } from '../server/src/modules/access/index.ts';
import { teamStatsQueries } from '../server/src/modules/teams/index.ts';
import { createUser } from '../server/src/modules/users/index.ts';
import { createPostgresDatabase } from '../server/test-support/test-app.ts';
import { measure, printTable } from './lib/measure.ts';

const MEMBERS = 50;
const SESSIONS_EACH = 200;
const DAY = 24 * 60 * 60 * 1000;

/** Real analyzer reports of sample calls, good to poor: the stored reports are full-size. */
function sampleReports() {
  const dir = new URL('../core/eval/transcripts/', import.meta.url);
  return [
    '01-analyzer-photographer-excellent.md',
    '09-boss-florist-okay.txt',
    '14-dreamer-photographer-poor.txt',
  ]
    .concat(['22-relater-planner-good.vtt', '02-analyzer-venue-poor.txt'])
    .map((file) => analyzeTranscriptText(readFileSync(new URL(file, dir), 'utf8'), file));
}

/**
 * The team dashboard: a team of 50 members with 200 sessions each (practice and uploads over six months,
 * most completed with a full-size analyzer report, some failed or in progress). Each case is put against
 * the same SQL statements run bare on the database driver in the same run, so the ratio is what the app
 * adds (query building, mapping, the figures' arithmetic, HTTP) over the database's own work. On the
 * embedded PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set.
 */
export async function benchTeam(): Promise<void> {
  await benchTeamOn('PGlite', testConfig());
  if (!process.env.TEST_DATABASE_URL) return;
  const database = await createPostgresDatabase();
  try {
    await benchTeamOn('PostgreSQL', testConfig({ databaseUrl: database.url }));
  } finally {
    await database.drop();
  }
}

async function benchTeamOn(kind: string, config: AppConfig): Promise<void> {
  const app = await buildApp(config, { mailer: null });
  try {
    const now = app.ctx.now();
    const db = app.ctx.db;
    const owner = await createUser(
      db,
      { email: 'lead@example.com', name: 'Lead', password: 'bench-password', plan: 'tier3' },
      now,
    );
    const [team] = await db.insert(teams).values({ name: 'Bench team', ownerId: owner.id }).returning();
    await db.insert(teamMembers).values({ teamId: team!.id, userId: owner.id, role: 'admin' });
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: MEMBERS }, (_, i) => ({
          email: `member${i}@example.com`,
          name: `Member ${i}`,
          passwordHash: owner.passwordHash,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(teamMembers)
      .values(people.map((p) => ({ teamId: team!.id, userId: p.id, role: 'member' })));
    const samples = sampleReports();
    for (const [m, person] of people.entries()) {
      const rows = Array.from({ length: SESSIONS_EACH }, (_, i) => ({
        userId: person.id,
        type: i % 4 === 0 ? 'upload' : 'practice',
        status: i % 20 === 0 ? 'failed' : i % 25 === 1 ? 'processing' : 'completed',
        buyerType: i % 4 === 0 ? null : BUYER_IDS[(i + m) % 4]!,
        durationSeconds: 240 + ((i * 37) % 600),
        createdAt: new Date(now.getTime() - ((i * 180) / SESSIONS_EACH) * DAY - m * 60_000),
      }));
      const inserted = await db
        .insert(sessions)
        .values(rows)
        .returning({ id: sessions.id, status: sessions.status });
      const done = inserted.filter((s) => s.status === 'completed');
      await db.insert(reports).values(
        done.map((s, i) => {
          const report = samples[(i + m) % samples.length]!;
          return { sessionId: s.id, overallScore: report.overallScore, data: report };
        }),
      );
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lead@example.com', password: 'bench-password' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const ids = people.map((p) => p.id);

    const client = (
      db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }
    ).$client;
    const dialect = new PgDialect();
    const bare = (queries: SQL[]) => async () => {
      for (const q of queries) {
        const { sql, params } = dialect.sqlToQuery(q);
        await client.query(sql, params);
      }
    };
    const figureQueries = Object.values(memberFigureQueries(ids, now));
    const stats = { teamId: team!.id, from: monthStart(now, -5), lastMonth: monthStart(now, -1), now };
    const statsQueries = Object.values(teamStatsQueries({ ...stats, thisMonth: monthStart(now) }));

    const size = `${MEMBERS} members × ${SESSIONS_EACH} sessions (${kind})`;
    const figuresBare = await measure('bare driver: the 4 figure statements', bare(figureQueries), 10);
    const figures = await measure('memberFigures (50 members)', () => memberFigures(db, ids, now), 10);
    const csv = await measure(
      'GET /api/team/export.csv (figures + CSV)',
      () => app.inject({ url: '/api/team/export.csv', headers }),
      10,
    );
    printTable(`Member figures, ${size}`, figuresBare, [figures, csv]);

    const statsBare = await measure('bare driver: the 3 stats statements', bare(statsQueries), 20);
    const statsRoute = await measure(
      'GET /api/team/stats',
      () => app.inject({ url: '/api/team/stats', headers }),
      20,
    );
    printTable(`Team statistics, ${size}`, statsBare, [statsRoute]);
  } finally {
    await app.close();
  }
}
