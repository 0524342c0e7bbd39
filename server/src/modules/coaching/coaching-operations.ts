import { internalRoutes } from '../../lib/api-operations.ts';

/** Live coaching serves the voice practice client, not the API: the reference leaves it out. */
export const COACHING_INTERNAL_ROUTES = internalRoutes(
  ['POST /api/coaching/analyze'],
  'the voice practice client (with its websocket)',
);
