import { sql, type SQL } from 'drizzle-orm';
import type { TeamMember } from '@ringready/core/team';
import type { Queryable } from '../../db/client.ts';
import { isUuid } from '../../lib/http.ts';
import { favouriteBuyer, improvementRate, percentOf, roundedMean, splitSkills } from './team-stats-rules.ts';

export type MemberFigures = Omit<TeamMember, 'userId' | 'name' | 'email' | 'role'>;

/** A metric's score as the analyzer writes it: 'points/out of', e.g. '7/10'. */
const SCORE_RATIO = '^[0-9]+(\\.[0-9]+)?/[0-9]*[1-9][0-9]*(\\.[0-9]+)?$';

const userList = (userIds: string[]) =>
  sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The four set-based statements behind the figures, each one pass over the members' sessions whatever
 * their number (the bench runs these same statements bare on the driver). A stored report is large, so
 * each statement reads a report's JSON at most once, and only where it is needed:
 * - sessions: counts (failed sessions excluded), latest session, score sum of completed sessions, real
 *   calls whose analysis recorded whether a next step was agreed, and those where it was;
 * - halves: the mean score of the earlier and of the later half of the completed sessions in time order
 *   (the middle one of an odd count belongs to neither);
 * - skills: each skill area's mean, in percent, over the 'x/y' metrics of the completed sessions' reports;
 * - buyers: practice sessions per buyer type.
 * Only sessions created up to `now` count.
 */
export function memberFigureQueries(
  userIds: string[],
  now: Date,
): Record<'sessions' | 'halves' | 'skills' | 'buyers', SQL> {
  const users = userList(userIds);
  const at = now.toISOString();
  return {
    sessions: sql`select s.user_id as "userId",
        (count(*) filter (where s.status <> 'failed'))::int as "total",
        (extract(epoch from max(s.created_at)) * 1000)::float8 as "lastActive",
        (count(r.id) filter (where s.status = 'completed'))::int as "scored",
        coalesce(sum(r.overall_score) filter (where s.status = 'completed'), 0)::float8 as "scoreSum",
        (count(*) filter (where jsonb_typeof(ns.agreed) = 'boolean'))::int as "calls",
        (count(*) filter (where ns.agreed = 'true'::jsonb))::int as "booked"
      from sessions s
      left join reports r on r.session_id = s.id
      left join lateral jsonb_path_query_first(case when s.type = 'upload' and s.status = 'completed'
        then r.data end, '$.nextStep.agreed') as ns(agreed) on true
      where s.user_id in (${users}) and s.created_at <= ${at}
      group by s.user_id`,
    halves: sql`select "userId",
        (avg(score) filter (where rn <= n / 2))::float8 as "earlier",
        (avg(score) filter (where rn > n - n / 2))::float8 as "later"
      from (
        select s.user_id as "userId", r.overall_score as score,
          row_number() over (partition by s.user_id order by s.created_at, s.id) as rn,
          count(*) over (partition by s.user_id) as n
        from sessions s
        join reports r on r.session_id = s.id
        where s.status = 'completed' and s.user_id in (${users}) and s.created_at <= ${at}
      ) ranked
      where n >= 2
      group by "userId"`,
    skills: sql`select s.user_id as "userId", m.value ->> 'skill' as "skill",
        avg(case when (m.value ->> 'score') ~ ${SCORE_RATIO}
          then 100 * split_part(m.value ->> 'score', '/', 1)::float8
            / split_part(m.value ->> 'score', '/', 2)::float8 end) as "percent"
      from sessions s
      join reports r on r.session_id = s.id
      cross join lateral jsonb_path_query(r.data, '$.metrics[*] ? (@.type() == "object")') as m(value)
      where s.status = 'completed' and s.user_id in (${users}) and s.created_at <= ${at}
        and m.value ->> 'skill' is not null
      group by s.user_id, m.value ->> 'skill'`,
    buyers: sql`select s.user_id as "userId", s.buyer_type as "buyerType", count(*)::int as "sessions",
        (extract(epoch from max(s.created_at)) * 1000)::float8 as "latest"
      from sessions s
      where s.type = 'practice' and s.status <> 'failed' and s.buyer_type is not null
        and s.user_id in (${users}) and s.created_at <= ${at}
      group by s.user_id, s.buyer_type`,
  };
}

interface SessionRow {
  userId: string;
  total: number;
  lastActive: number | null;
  scored: number;
  scoreSum: number;
  calls: number;
  booked: number;
}
interface HalvesRow {
  userId: string;
  earlier: number | null;
  later: number | null;
}
interface SkillRow {
  userId: string;
  skill: string;
  percent: number | null;
}
interface BuyerRow {
  userId: string;
  buyerType: string;
  sessions: number;
  latest: number;
}

/** Rows of a raw statement, whichever driver runs it (both answer `{ rows }`). */
export async function rowsOf<T>(q: Queryable, query: SQL): Promise<T[]> {
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function groupBy<T extends { userId: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(row.userId, [...(out.get(row.userId) ?? []), row]);
  return out;
}

/**
 * Each user's Individual Performance figures: sessions (failed ones excluded), the rounded mean score of
 * their completed sessions, the improvement of their later half of completed sessions over the earlier
 * half, their latest session, their strongest and weakest skill areas, the share of their analysed real
 * calls that ended with an agreed next step, and the buyer type they practise most.
 */
export async function memberFigures(
  q: Queryable,
  userIds: string[],
  now: Date,
): Promise<Map<string, MemberFigures>> {
  const ids = [...new Set(userIds.filter(isUuid))];
  const out = new Map<string, MemberFigures>();
  for (const id of userIds) out.set(id, emptyFigures());
  if (!ids.length) return out;
  const queries = memberFigureQueries(ids, now);
  // one after the other: `q` may be a transaction, which runs one statement at a time
  const sessionRows = await rowsOf<SessionRow>(q, queries.sessions);
  const halvesRows = await rowsOf<HalvesRow>(q, queries.halves);
  const skillRows = await rowsOf<SkillRow>(q, queries.skills);
  const buyerRows = await rowsOf<BuyerRow>(q, queries.buyers);
  const halves = new Map(halvesRows.map((r) => [r.userId, r]));
  const skills = groupBy(skillRows);
  const buyers = groupBy(buyerRows);
  for (const row of sessionRows) {
    const half = halves.get(row.userId);
    const lastActive = num(row.lastActive);
    const areas = (skills.get(row.userId) ?? [])
      .filter((s) => s.percent !== null)
      // to a hundredth: float sums must not put 70% a hair under the strength threshold
      .map((s) => ({ skill: s.skill, percent: Math.round(Number(s.percent) * 100) / 100 }));
    out.set(row.userId, {
      totalSessions: Number(row.total),
      averageScore: roundedMean(Number(row.scoreSum), Number(row.scored)),
      improvementRate: improvementRate(num(half?.earlier), num(half?.later)),
      lastActive: lastActive === null ? null : new Date(lastActive).toISOString(),
      ...splitSkills(areas),
      conversionRate: percentOf(Number(row.booked), Number(row.calls)),
      favoriteAgent: favouriteBuyer(
        (buyers.get(row.userId) ?? []).map((b) => ({
          buyerType: b.buyerType,
          sessions: Number(b.sessions),
          latest: Number(b.latest),
        })),
      ),
    });
  }
  return out;
}

export function emptyFigures(): MemberFigures {
  return {
    totalSessions: 0,
    averageScore: null,
    improvementRate: null,
    lastActive: null,
    strengths: [],
    needsWork: [],
    conversionRate: null,
    favoriteAgent: null,
  };
}
