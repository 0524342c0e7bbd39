/** The public face of the openapi module: what other modules and the app use of it. */
export { registerOpenApiRoutes } from './openapi-routes.ts';
