import type { AppModule } from '../../lib/app-module.ts';
import { registerTeamRoutes } from './team-routes.ts';
import { registerTeamStatsRoutes } from './team-stats-routes.ts';

export { TEAM_INTERNAL_ROUTES, TEAM_OPERATIONS } from './team-operations.ts';
export { listTeamPeople, teamStatsQueries } from './team-stats-repository.ts';

export const teamsModule: AppModule = {
  name: 'teams',
  routes(app, ctx) {
    registerTeamRoutes(app, ctx);
    registerTeamStatsRoutes(app, ctx);
  },
};
