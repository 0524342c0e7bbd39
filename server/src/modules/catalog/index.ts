import type { AppModule } from '../../lib/app-module.ts';
import { registerCatalogRoutes } from './catalog-routes.ts';

export { CATALOG_OPERATIONS } from './catalog-operations.ts';
export { presentScenario, presentScenarioTitle } from './catalog-presenter.ts';
export { findVisibleScenario } from './catalog-repository.ts';

export const catalogModule: AppModule = { name: 'catalog', routes: registerCatalogRoutes };
