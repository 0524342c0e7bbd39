import { internalRoutes } from '../../lib/api-operations.ts';

/** The voice practice client's routes, not the API's: the reference leaves them out. */
export const PRACTICE_INTERNAL_ROUTES = internalRoutes(
  ['POST /api/sessions/start', 'POST /api/sessions/:id/end'],
  'the voice practice client (with its websocket)',
);
