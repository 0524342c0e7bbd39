export { registerTeamScorecardRoutes } from './team-scorecard-routes.ts';
export { gradeOnTeamScorecard } from './team-scorecard-service.ts';
