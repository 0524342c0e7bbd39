export { registerAuthRoutes } from './auth-routes.ts';
export { authenticate, SESSION_TTL_MS } from './auth-service.ts';
export { MAX_FAILURES_PER_EMAIL, THROTTLED_MESSAGE } from './login-throttle.ts';
export { issueToken } from './token-repository.ts';
