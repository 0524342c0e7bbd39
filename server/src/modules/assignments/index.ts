export { registerAssignmentRoutes } from './assignment-routes.ts';
export { subscribeAssignments } from './assignment-subscribers.ts';
