export { registerAssignmentRoutes } from './assignment-routes.ts';
export { subscribeAssignments } from './assignment-subscribers.ts';
export { findOwnAssignment } from './assignment-repository.ts';
