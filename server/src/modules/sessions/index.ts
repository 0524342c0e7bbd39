export {
  findReadableSession,
  findUserSession,
  listLatestSessions,
  listSessionSummaries,
} from './session-repository.ts';
export { registerSessionRoutes } from './session-routes.ts';
