/** The public face of the events module: what other modules and the app use of it. */
export { registerEventRoutes } from './events-routes.ts';
