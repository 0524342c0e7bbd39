import type { AppModule } from '../../lib/app-module.ts';
import { registerOpenApiRoutes } from './openapi-routes.ts';

export type { OpenApiDocument } from './openapi-document.ts';

export const openApiModule: AppModule = { name: 'openapi', routes: (app) => registerOpenApiRoutes(app) };
