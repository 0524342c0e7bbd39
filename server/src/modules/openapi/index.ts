export type { OpenApiDocument } from './openapi-document.ts';
export { registerOpenApiRoutes } from './openapi-routes.ts';
