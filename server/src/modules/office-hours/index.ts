export { registerOfficeHourRoutes } from './office-hours-routes.ts';
