import { z } from 'zod';
import * as r from '@ringready/core/api-schemas';
import { sessionListQuerySchema } from '@ringready/core/sessions';
import { json, type Operation } from '../../lib/api-operations.ts';

const SESSION = { id: 'the session’s id (UUID)' };

/**
 * The API reference of this module's routes, one row per route (the caller’s sessions, a page at a time,
 * their figures and one session): the request schemas are the ones the routes validate with, the response
 * schemas core's response contract.
 */
export const SESSION_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/api/sessions',
    tag: 'Sessions',
    summary: 'List sessions, newest first',
    description:
      'A page of summaries (the report reduced to its score). For the next page pass `before` = the id of ' +
      'the last session received; a page shorter than `limit` is the last.',
    query: sessionListQuerySchema,
    response: json(200, 'A page of sessions', z.array(r.sessionSummarySchema)),
    errors: [400],
  },
  {
    method: 'GET',
    path: '/api/sessions/figures',
    tag: 'Sessions',
    summary: 'Figures over all sessions',
    description:
      'Counts by status, seconds, mean score, improvement and the last ten scores, computed over every session.',
    response: json(200, 'The figures', r.sessionFiguresSchema),
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/sessions/:id',
    tag: 'Sessions',
    summary: 'One session, with its whole report once completed',
    params: SESSION,
    response: json(200, 'The session', r.sessionSchema),
    errors: [404],
  },
];
