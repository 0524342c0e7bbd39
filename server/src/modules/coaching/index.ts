export { registerCoachingRoutes } from './coaching-routes.ts';
