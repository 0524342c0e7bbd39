import type { AppModule } from '../../lib/app-module.ts';
import { registerAuthRoutes } from './auth-routes.ts';
import { registerPasswordResetWorker } from './auth-service.ts';

export { AUTH_INTERNAL_ROUTES, AUTH_OPERATIONS } from './auth-operations.ts';
export { authenticate, SESSION_TTL_MS } from './auth-service.ts';
export { MAX_FAILURES_PER_EMAIL, THROTTLED_MESSAGE } from './login-throttle.ts';
export { isSessionTokenLive, issueToken } from './token-repository.ts';

export const authModule: AppModule = {
  name: 'auth',
  workers: registerPasswordResetWorker,
  routes: registerAuthRoutes,
};
