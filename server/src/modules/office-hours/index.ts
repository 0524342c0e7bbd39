import type { AppModule } from '../../lib/app-module.ts';
import { registerOfficeHourRoutes } from './office-hours-routes.ts';

export { OFFICE_HOUR_OPERATIONS } from './office-hours-operations.ts';

export const officeHoursModule: AppModule = { name: 'office-hours', routes: registerOfficeHourRoutes };
