import type { InternalRoute, Operation } from './operation-types.ts';
import { API_ACCESS_OPERATIONS } from './operations-api-access.ts';
import { PERSONAL_OPERATIONS } from './operations-personal.ts';
import { TEAM_OPERATIONS } from './operations-team.ts';

/**
 * The API reference, one row per route: the request schemas are the ones the routes validate with, the
 * response schemas are core's response contract.
 */
export const OPERATIONS: Operation[] = [...PERSONAL_OPERATIONS, ...TEAM_OPERATIONS, ...API_ACCESS_OPERATIONS];

/** Registered /api routes that belong to the app's own pages and flows, not to the API. */
export const INTERNAL_ROUTES: InternalRoute[] = [
  ...(['GET /api/openapi.json', 'GET /api/docs'] as const).map((r) => internal(r, 'this reference itself')),
  ...(['POST /api/auth/forgot-password', 'POST /api/auth/reset-password'] as const).map((r) =>
    internal(r, 'the password-reset pages (an e-mailed link)'),
  ),
  ...(
    [
      'GET /api/checkout/terms',
      'POST /api/checkout/create-session',
      'GET /api/checkout/session/:id',
      'GET /api/checkout/local/:id',
      'POST /api/checkout/local/:id/pay',
    ] as const
  ).map((r) => internal(r, 'the purchase flow of the pricing and checkout pages')),
  internal('POST /api/webhooks/stripe', 'the payment provider’s signed events'),
  ...(
    [
      'GET /api/billing',
      'POST /api/billing/change-plan',
      'POST /api/billing/cancel',
      'POST /api/billing/resume',
      'POST /api/billing/payment-method',
      'PUT /api/billing/card',
      'GET /api/billing/invoices/:id/receipt',
    ] as const
  ).map((r) => internal(r, 'Settings → Billing (plans and payment are managed in the app)')),
  ...(['POST /api/team/invitations/lookup', 'POST /api/team/invitations/accept'] as const).map((r) =>
    internal(r, 'the invitation link’s page'),
  ),
  ...(['POST /api/sessions/start', 'POST /api/sessions/:id/end', 'POST /api/coaching/analyze'] as const).map(
    (r) => internal(r, 'the voice practice client (with its websocket)'),
  ),
  internal('GET /api/events', 'the app’s live status stream (server-sent events)'),
];

function internal(route: `${InternalRoute['method']} ${string}`, reason: string): InternalRoute {
  const [method, path] = route.split(' ') as [InternalRoute['method'], string];
  return { method, path, reason };
}
