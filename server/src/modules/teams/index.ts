export { registerTeamRoutes } from './team-routes.ts';
export { listTeamPeople, teamStatsQueries } from './team-stats-repository.ts';
export { registerTeamStatsRoutes } from './team-stats-routes.ts';
