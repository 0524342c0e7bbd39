export { authenticateApiKeyRequest, isApiKeyToken } from './api-key-auth.ts';
export { registerApiKeyRoutes } from './api-key-routes.ts';
