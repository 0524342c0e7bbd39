import type { AppModule } from '../../lib/app-module.ts';
import { registerTeamScenarioRoutes } from './team-scenario-routes.ts';

export { TEAM_SCENARIO_OPERATIONS } from './team-scenario-operations.ts';

export const teamScenariosModule: AppModule = { name: 'team-scenarios', routes: registerTeamScenarioRoutes };
