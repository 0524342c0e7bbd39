export { registerOpenApiRoutes } from './openapi-routes.ts';
