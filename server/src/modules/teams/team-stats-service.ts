import { BUYER_TYPES } from '@ringready/core/buyer-types';
import type { TeamMember, TeamStats } from '@ringready/core/team';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../users/index.ts';
import {
  emptyFigures,
  findMembership,
  memberFigures,
  monthKey,
  monthStart,
  pointsChange,
  requireTeamRole,
  roundedMean,
  TEAM_LEADS,
} from '../access/index.ts';
import { listTeamPeople, loadTeamTotals, type Totals } from './team-stats-repository.ts';

/** How many calendar months the trends cover, the current one included. */
export const TREND_MONTHS = 6;

const average = (t: Totals | undefined) => (t ? roundedMean(t.scoreSum, t.scored) : null);

/**
 * The Overview, Buyer Types and Trends of the caller's team (admins and managers; 404 for anyone else).
 * Every figure is over the current members' sessions; months are UTC calendar months. Overview: this
 * month's sessions (failed excluded), practice minutes, mean score of completed sessions and its change in
 * points against last month, and the members ranked by this month's mean score. Buyer types: all practice
 * on each of the four, with this month's mean against last month's. Trends: the last six months.
 */
export async function getTeamStats(ctx: AppContext, userId: string): Promise<TeamStats> {
  const { teamId } = await requireTeamRole(ctx.db, userId, TEAM_LEADS);
  const now = ctx.now();
  const window = {
    teamId,
    from: monthStart(now, 1 - TREND_MONTHS),
    lastMonth: monthStart(now, -1),
    thisMonth: monthStart(now),
    now,
  };
  const { months, buyers, leaders } = await loadTeamTotals(ctx.db, window);
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const current = byMonth.get(monthKey(window.thisMonth));
  const previous = byMonth.get(monthKey(window.lastMonth));
  const leaderboard = leaders
    .filter((l) => l.scored > 0)
    .map((l) => ({
      userId: l.userId,
      name: l.name,
      averageScore: roundedMean(l.scoreSum, l.scored)!,
      sessions: l.sessions,
    }))
    .sort(
      (a, b) => b.averageScore - a.averageScore || b.sessions - a.sessions || a.name.localeCompare(b.name),
    );
  return {
    overview: {
      sessions: current?.sessions ?? 0,
      practiceMinutes: Math.round((current?.practiceSeconds ?? 0) / 60),
      averageScore: average(current),
      averageScoreChange: pointsChange(average(current), average(previous)),
      leaderboard,
    },
    buyerTypePerformance: BUYER_TYPES.map((b) => {
      const t = buyers.find((row) => row.buyerType === b.id);
      return {
        buyerId: b.id,
        name: b.name,
        average: average(t?.all),
        trend: pointsChange(average(t?.thisMonth), average(t?.lastMonth)),
        sessions: t?.all.sessions ?? 0,
      };
    }),
    monthlyTrends: Array.from({ length: TREND_MONTHS }, (_, i) => {
      const month = monthKey(monthStart(now, i + 1 - TREND_MONTHS));
      const t = byMonth.get(month);
      return { month, avgScore: average(t), sessionCount: t?.sessions ?? 0 };
    }),
  };
}

/** The caller's own figures, as a team lead sees them; anyone signed in, in a team or not. */
export async function getOwnFigures(ctx: AppContext, user: UserRow): Promise<TeamMember> {
  const membership = await findMembership(ctx.db, user.id);
  const figures = (await memberFigures(ctx.db, [user.id], ctx.now())).get(user.id) ?? emptyFigures();
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    role: membership?.role ?? 'member',
    ...figures,
  };
}

/** The Individual Performance table of the caller's team (admins and managers; 404 for anyone else). */
export async function listMemberPerformance(ctx: AppContext, userId: string): Promise<TeamMember[]> {
  const { teamId } = await requireTeamRole(ctx.db, userId, TEAM_LEADS);
  const people = await listTeamPeople(ctx.db, teamId);
  const figures = await memberFigures(
    ctx.db,
    people.map((p) => p.userId),
    ctx.now(),
  );
  return people.map((p) => ({ ...p, ...(figures.get(p.userId) ?? emptyFigures()) }));
}
