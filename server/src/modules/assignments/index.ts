/** The public face of the assignments module: what other modules and the app use of it. */
export { findAssignmentsFulfilledBy } from './assignment-fulfilment.ts';
export { registerAssignmentRoutes } from './assignment-routes.ts';
