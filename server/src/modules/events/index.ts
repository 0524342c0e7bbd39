import type { AppModule } from '../../lib/app-module.ts';
import { registerEventRoutes } from './events-routes.ts';

export { EVENTS_INTERNAL_ROUTES } from './events-operations.ts';

export const eventsModule: AppModule = { name: 'events', routes: registerEventRoutes };
