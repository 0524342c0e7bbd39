/** The public face of the sessions module: what other modules and the app use of it. */
export {
  findReadableSession,
  findUserSession,
  listLatestSessions,
  listSessionSummaries,
} from './session-repository.ts';
export { registerSessionRoutes } from './session-routes.ts';
