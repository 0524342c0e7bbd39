import { internalRoutes } from '../../lib/api-operations.ts';

/** Plans are managed in the app, not through the API: the reference leaves these routes out. */
export const BILLING_INTERNAL_ROUTES = internalRoutes(
  [
    'GET /api/billing',
    'POST /api/billing/change-plan',
    'POST /api/billing/cancel',
    'POST /api/billing/resume',
  ],
  'Settings → Billing (plans and payment are managed in the app)',
);
