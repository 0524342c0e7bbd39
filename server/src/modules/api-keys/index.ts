/** The public face of the api-keys module: what other modules and the app use of it. */
export { authenticateApiKeyRequest, isApiKeyToken } from './api-key-auth.ts';
export { registerApiKeyRoutes } from './api-key-routes.ts';
