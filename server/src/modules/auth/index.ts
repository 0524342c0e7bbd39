/** The public face of the auth module: what other modules and the app use of it. */
export { registerAuthRoutes } from './auth-routes.ts';
export { authenticate, SESSION_TTL_MS } from './auth-service.ts';
export { MAX_FAILURES_PER_EMAIL, THROTTLED_MESSAGE } from './login-throttle.ts';
export { issueToken } from './token-repository.ts';
