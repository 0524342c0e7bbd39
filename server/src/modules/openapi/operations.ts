import { internalRoutes, type InternalRoute, type Operation } from '../../lib/api-operations.ts';
import { API_KEY_OPERATIONS } from '../api-keys/index.ts';
import { ASSIGNMENT_OPERATIONS } from '../assignments/index.ts';
import { AUTH_INTERNAL_ROUTES, AUTH_OPERATIONS } from '../auth/index.ts';
import { BILLING_INTERNAL_ROUTES } from '../billing/index.ts';
import { CATALOG_OPERATIONS } from '../catalog/index.ts';
import { CERTIFICATION_OPERATIONS } from '../certification/index.ts';
import { CHECKOUT_INTERNAL_ROUTES } from '../checkout/index.ts';
import { COACHING_INTERNAL_ROUTES } from '../coaching/index.ts';
import { EVENTS_INTERNAL_ROUTES } from '../events/index.ts';
import { OFFICE_HOUR_OPERATIONS } from '../office-hours/index.ts';
import { PRACTICE_INTERNAL_ROUTES } from '../practice/index.ts';
import { REPORT_OPERATIONS } from '../reports/index.ts';
import { SESSION_OPERATIONS } from '../sessions/index.ts';
import { TEAM_INTERNAL_ROUTES, TEAM_OPERATIONS } from '../teams/index.ts';
import { TEAM_SCENARIO_OPERATIONS } from '../team-scenarios/index.ts';
import { TEAM_SCORECARD_OPERATIONS } from '../team-scorecards/index.ts';
import { UPLOAD_OPERATIONS } from '../uploads/index.ts';
import { WEBHOOK_OPERATIONS } from '../webhooks/index.ts';

/**
 * The API reference, one row per route, gathered from the modules that own the routes (each describes its
 * routes beside them) in the order the reference reads: by tag, as TAGS lists them.
 */
export const OPERATIONS: Operation[] = [
  ...AUTH_OPERATIONS,
  ...SESSION_OPERATIONS,
  ...UPLOAD_OPERATIONS,
  ...REPORT_OPERATIONS,
  ...CATALOG_OPERATIONS,
  ...OFFICE_HOUR_OPERATIONS,
  ...TEAM_OPERATIONS,
  ...TEAM_SCENARIO_OPERATIONS,
  ...TEAM_SCORECARD_OPERATIONS,
  ...CERTIFICATION_OPERATIONS,
  ...ASSIGNMENT_OPERATIONS,
  ...API_KEY_OPERATIONS,
  ...WEBHOOK_OPERATIONS,
];

/** Registered /api routes that belong to the app's own pages and flows, not to the API. */
export const INTERNAL_ROUTES: InternalRoute[] = [
  ...internalRoutes(['GET /api/openapi.json', 'GET /api/docs'], 'this reference itself'),
  ...AUTH_INTERNAL_ROUTES,
  ...CHECKOUT_INTERNAL_ROUTES,
  ...BILLING_INTERNAL_ROUTES,
  ...TEAM_INTERNAL_ROUTES,
  ...PRACTICE_INTERNAL_ROUTES,
  ...COACHING_INTERNAL_ROUTES,
  ...EVENTS_INTERNAL_ROUTES,
];
