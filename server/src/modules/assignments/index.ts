import type { AppModule } from '../../lib/app-module.ts';
import { registerAssignmentRoutes } from './assignment-routes.ts';

export { ASSIGNMENT_OPERATIONS } from './assignment-operations.ts';
export { subscribeAssignments } from './assignment-subscribers.ts';
export { findOwnAssignment } from './assignment-repository.ts';

export const assignmentsModule: AppModule = { name: 'assignments', routes: registerAssignmentRoutes };
