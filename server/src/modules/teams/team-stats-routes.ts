import type { FastifyInstance } from 'fastify';
import type { TeamMember } from '@ringready/core/team';
import type { AppContext } from '../../context.ts';
import { toCsv } from '../../lib/csv.ts';
import { requireAuth } from '../../lib/http.ts';
import { getOwnFigures, getTeamStats, listMemberPerformance } from './team-stats-service.ts';

const CSV_HEADER = [
  'Name',
  'Email',
  'Role',
  'Total sessions',
  'Average score',
  'Improvement rate (%)',
  'Last active (UTC)',
  'Strengths',
  'Needs work',
  'Conversion rate (%)',
  'Favorite agent',
];

/** One Individual Performance row; lists are joined with '; '. */
function csvRow(m: TeamMember) {
  return [
    m.name,
    m.email,
    m.role,
    m.totalSessions,
    m.averageScore,
    m.improvementRate,
    m.lastActive,
    m.strengths.join('; '),
    m.needsWork.join('; '),
    m.conversionRate,
    m.favoriteAgent,
  ];
}

/** Team statistics for admins and managers, and every signed-in user's own figures. */
export function registerTeamStatsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/team/stats', async (req) => getTeamStats(ctx, requireAuth(req).user.id));

  app.get('/api/team/me', async (req) => getOwnFigures(ctx, requireAuth(req).user));

  app.get('/api/team/export.csv', async (req, reply) => {
    const members = await listMemberPerformance(ctx, requireAuth(req).user.id);
    const day = ctx.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ringready-team-performance-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(toCsv(CSV_HEADER, members.map(csvRow)));
  });
}
