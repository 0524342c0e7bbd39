import type { AppModule } from '../../lib/app-module.ts';
import { registerSessionRoutes } from './session-routes.ts';

export { SESSION_OPERATIONS } from './session-operations.ts';
export {
  findReadableSession,
  findUserSession,
  listLatestSessions,
  listSessionSummaries,
} from './session-repository.ts';

export const sessionsModule: AppModule = { name: 'sessions', routes: registerSessionRoutes };
