/** The public face of the coaching module: what other modules and the app use of it. */
export { registerCoachingRoutes } from './coaching-routes.ts';
