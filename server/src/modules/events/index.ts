import type { AppModule } from '../../lib/app-module.ts';
import { registerEventRoutes } from './events-routes.ts';

export { EVENTS_INTERNAL_ROUTES } from './events-operations.ts';
export type { SessionProgress } from './session-events-hub.ts';
export { notifySessionProgress } from './session-progress.ts';

export const eventsModule: AppModule = { name: 'events', routes: registerEventRoutes };
