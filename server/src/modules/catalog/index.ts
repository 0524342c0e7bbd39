export { presentScenario, presentScenarioTitle } from './catalog-presenter.ts';
export { findVisibleScenario } from './catalog-repository.ts';
export { registerCatalogRoutes } from './catalog-routes.ts';
