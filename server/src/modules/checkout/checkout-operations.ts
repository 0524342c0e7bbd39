import { internalRoutes } from '../../lib/api-operations.ts';

/** The checkout's routes belong to the app's own pages and flows, not to the API: the reference leaves them out. */
export const CHECKOUT_INTERNAL_ROUTES = [
  ...internalRoutes(
    [
      'GET /api/checkout/terms',
      'POST /api/checkout/create-session',
      'GET /api/checkout/session/:id',
      'GET /api/checkout/local/:id',
      'POST /api/checkout/local/:id/pay',
    ],
    'the purchase flow of the pricing and checkout pages',
  ),
  ...internalRoutes(['POST /api/webhooks/stripe'], 'the payment provider’s signed events'),
  ...internalRoutes(
    ['POST /api/billing/payment-method', 'PUT /api/billing/card', 'GET /api/billing/invoices/:id/receipt'],
    'Settings → Billing (plans and payment are managed in the app)',
  ),
];
