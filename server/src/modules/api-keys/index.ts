import type { AppModule } from '../../lib/app-module.ts';
import { registerApiKeyRoutes } from './api-key-routes.ts';

export { authenticateApiKeyRequest, isApiKeyToken } from './api-key-auth.ts';
export { API_KEY_OPERATIONS } from './api-key-operations.ts';

export const apiKeysModule: AppModule = { name: 'api-keys', routes: registerApiKeyRoutes };
