export { registerTeamScenarioRoutes } from './team-scenario-routes.ts';
