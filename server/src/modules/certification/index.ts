import type { AppModule } from '../../lib/app-module.ts';
import { registerCertificationRoutes } from './certification-routes.ts';

export { CERTIFICATION_OPERATIONS } from './certification-operations.ts';

export const certificationModule: AppModule = { name: 'certification', routes: registerCertificationRoutes };
