/** The public face of the office-hours module: what other modules and the app use of it. */
export { registerOfficeHourRoutes } from './office-hours-routes.ts';
