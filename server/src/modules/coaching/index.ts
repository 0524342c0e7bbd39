import type { AppModule } from '../../lib/app-module.ts';
import { registerCoachingRoutes } from './coaching-routes.ts';

export { COACHING_INTERNAL_ROUTES } from './coaching-operations.ts';

export const coachingModule: AppModule = { name: 'coaching', routes: registerCoachingRoutes };
