import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TeamRole } from '@ringready/core/team';
import type { Queryable } from '../../db/client.ts';
import { teamMembers, users } from '../../db/schema.ts';
import { rowsOf } from '../access/index.ts';

export interface TeamPerson {
  userId: string;
  name: string;
  email: string;
  role: TeamRole;
  /** the trade they sell for (a TradeId), null until chosen */
  trade: string | null;
}

/** The team's members with their names, the earliest to join first. */
export async function listTeamPeople(q: Queryable, teamId: string): Promise<TeamPerson[]> {
  const rows = await q
    .select({
      userId: teamMembers.userId,
      name: users.name,
      email: users.email,
      role: teamMembers.role,
      trade: users.trade,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(users.name));
  return rows.map((r) => ({ ...r, role: r.role as TeamRole }));
}

/** A month's or a buyer type's totals: sessions (failed excluded), practice seconds, scored sessions. */
export interface Totals {
  sessions: number;
  practiceSeconds: number;
  scored: number;
  scoreSum: number;
}
export interface MonthTotals extends Totals {
  month: string;
}
export interface BuyerTotals {
  buyerType: string;
  all: Totals;
  thisMonth: Totals;
  lastMonth: Totals;
}
export interface MemberMonth {
  userId: string;
  name: string;
  sessions: number;
  scored: number;
  scoreSum: number;
}

export interface StatsWindow {
  teamId: string;
  /** the first month of the trends (inclusive) */
  from: Date;
  lastMonth: Date;
  thisMonth: Date;
  now: Date;
}

const TOTAL_KEYS = ['sessions', 'practiceSeconds', 'scored', 'scoreSum'] as const;

/** Totals of the sessions s (with reports r) that pass `filter`, as columns named `<prefix><Key>`. */
function totals(prefix: string, filter: SQL): SQL {
  const [sessions, practice, scored, sum] = TOTAL_KEYS.map((k) => sql.raw(`"${prefix}${k}"`));
  return sql`(count(*) filter (where s.status <> 'failed' and ${filter}))::int as ${sessions},
    coalesce(sum(s.duration_seconds) filter (where s.type = 'practice' and ${filter}), 0)::float8 as ${practice},
    (count(r.id) filter (where s.status = 'completed' and ${filter}))::int as ${scored},
    coalesce(sum(r.overall_score) filter (where s.status = 'completed' and ${filter}), 0)::float8 as ${sum}`;
}

const toTotals = (row: Record<string, unknown>, prefix: string): Totals => ({
  sessions: Number(row[`${prefix}sessions`]),
  practiceSeconds: Number(row[`${prefix}practiceSeconds`]),
  scored: Number(row[`${prefix}scored`]),
  scoreSum: Number(row[`${prefix}scoreSum`]),
});

/**
 * The team's three statements, each one pass over its members' sessions created up to now:
 * - months: totals per UTC calendar month from `from` on;
 * - buyers: practice sessions per buyer type, all time, this month and last month;
 * - leaders: each member's sessions and scores this month.
 * The bench runs these same statements bare on the driver.
 */
export function teamStatsQueries(w: StatsWindow): Record<'months' | 'buyers' | 'leaders', SQL> {
  const [from, last, current, now] = [w.from, w.lastMonth, w.thisMonth, w.now].map((d) => d.toISOString());
  const team = sql`from sessions s
    join team_members tm on tm.user_id = s.user_id and tm.team_id = ${w.teamId}
    left join reports r on r.session_id = s.id`;
  return {
    months: sql`select to_char(s.created_at at time zone 'UTC', 'YYYY-MM') as "month",
        ${totals('', sql`true`)}
      ${team}
      where s.created_at >= ${from} and s.created_at <= ${now}
      group by 1`,
    buyers: sql`select s.buyer_type as "buyerType",
        ${totals('all_', sql`true`)},
        ${totals('this_', sql`s.created_at >= ${current}`)},
        ${totals('last_', sql`s.created_at >= ${last} and s.created_at < ${current}`)}
      ${team}
      where s.type = 'practice' and s.buyer_type is not null and s.created_at <= ${now}
      group by 1`,
    leaders: sql`select s.user_id as "userId", u.name as "name",
        (count(*) filter (where s.status <> 'failed'))::int as "sessions",
        (count(r.id) filter (where s.status = 'completed'))::int as "scored",
        coalesce(sum(r.overall_score) filter (where s.status = 'completed'), 0)::float8 as "scoreSum"
      ${team}
      join users u on u.id = s.user_id
      where s.created_at >= ${current} and s.created_at <= ${now}
      group by s.user_id, u.name`,
  };
}

type Row = Record<string, unknown>;

export async function loadTeamTotals(q: Queryable, w: StatsWindow) {
  const queries = teamStatsQueries(w);
  const months = await rowsOf<Row>(q, queries.months);
  const buyers = await rowsOf<Row>(q, queries.buyers);
  const leaders = await rowsOf<MemberMonth>(q, queries.leaders);
  return {
    months: months.map((r): MonthTotals => ({ month: String(r.month), ...toTotals(r, '') })),
    buyers: buyers.map((r): BuyerTotals => ({
      buyerType: String(r.buyerType),
      all: toTotals(r, 'all_'),
      thisMonth: toTotals(r, 'this_'),
      lastMonth: toTotals(r, 'last_'),
    })),
    leaders: leaders.map((l) => ({
      ...l,
      sessions: Number(l.sessions),
      scored: Number(l.scored),
      scoreSum: Number(l.scoreSum),
    })),
  };
}
