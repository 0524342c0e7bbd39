export { presentScenario, presentScenarioTitle } from './catalog-presenter.ts';
export { findScenario } from './catalog-repository.ts';
export { registerCatalogRoutes } from './catalog-routes.ts';
