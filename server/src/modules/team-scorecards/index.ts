import type { AppModule } from '../../lib/app-module.ts';
import { registerTeamScorecardRoutes } from './team-scorecard-routes.ts';

export { TEAM_SCORECARD_OPERATIONS } from './team-scorecard-operations.ts';
export { gradeOnTeamScorecard } from './team-scorecard-service.ts';

export const teamScorecardsModule: AppModule = {
  name: 'team-scorecards',
  routes: registerTeamScorecardRoutes,
};
