import { internalRoutes } from '../../lib/api-operations.ts';

/** The app's own live stream, not the API's: the reference leaves it out. */
export const EVENTS_INTERNAL_ROUTES = internalRoutes(
  ['GET /api/events'],
  'the app’s live status stream (server-sent events)',
);
