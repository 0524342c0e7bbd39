export { registerEventRoutes } from './events-routes.ts';
