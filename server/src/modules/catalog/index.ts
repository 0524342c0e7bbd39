/** The public face of the catalog module: what other modules and the app use of it. */
export { presentScenario, presentScenarioTitle } from './catalog-presenter.ts';
export { findScenario } from './catalog-repository.ts';
export { registerCatalogRoutes } from './catalog-routes.ts';
