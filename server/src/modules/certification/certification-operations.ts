import { z } from 'zod';
import { createReviewNoteRequestSchema, reviewNoteSchema } from '@ringready/core/review-notes';
import {
  certificateQuerySchema,
  createTeamPathRequestSchema,
  pathMatrixSchema,
  pathProgressSchema,
  teamPathSchema,
  updateTeamPathRequestSchema,
} from '@ringready/core/team-paths';
import { json, none, type Operation } from '../../lib/api-operations.ts';

const PATH = { id: 'the path’s id (UUID)' };
const SESSION = { id: 'the session’s id (UUID)' };

/**
 * The API reference of this module's routes, one row per route (certification paths, the team matrix,
 * certificates, review notes): the request schemas are the ones the routes validate with, the response
 * schemas core's response contract.
 */
export const CERTIFICATION_OPERATIONS: Operation[] = [
  {
    method: 'POST',
    path: '/api/team/paths',
    tag: 'Team',
    summary: 'Set a certification path (admins and managers)',
    description:
      'Ordered steps, each a scenario from the practice library with a pass mark (1-100), an attempt ' +
      'limit (1-20) and a due date after today. Medals by best score: Bronze 50, Silver 75, Gold 90.',
    body: createTeamPathRequestSchema,
    response: json(201, 'The path', teamPathSchema),
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/team/paths',
    tag: 'Team',
    summary: 'The team’s certification paths (everyone in the team)',
    response: json(200, 'The paths', z.array(teamPathSchema)),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/team/paths/matrix',
    tag: 'Team',
    summary: 'Who is certified in what: the team’s people × its paths (admins and managers)',
    response: json(200, 'The matrix', pathMatrixSchema),
    errors: [403, 404],
  },
  {
    method: 'GET',
    path: '/api/team/paths/matrix.csv',
    tag: 'Team',
    summary: 'The certification matrix as CSV (admins and managers)',
    response: { status: 200, description: 'The CSV', media: 'text/csv' },
    errors: [403, 404],
  },
  {
    method: 'GET',
    path: '/api/team/paths/:id',
    tag: 'Team',
    summary: 'One certification path (everyone in the team)',
    params: PATH,
    response: json(200, 'The path', teamPathSchema),
    errors: [404],
  },
  {
    method: 'PATCH',
    path: '/api/team/paths/:id',
    tag: 'Team',
    summary: 'Rename a path or replace its steps (admins and managers)',
    params: PATH,
    body: updateTeamPathRequestSchema,
    response: json(200, 'The path', teamPathSchema),
    errors: [400, 403, 404],
  },
  {
    method: 'DELETE',
    path: '/api/team/paths/:id',
    tag: 'Team',
    summary: 'Delete a certification path (admins and managers)',
    params: PATH,
    response: none('Deleted'),
    errors: [403, 404],
  },
  {
    method: 'GET',
    path: '/api/team/paths/:id/progress',
    tag: 'Team',
    summary: 'Progress on a path: a member’s own, or everyone’s for admins and managers',
    description:
      'A step is passed when one of the first attemptLimit practice reports on its scenario, started ' +
      'by the due date and since the path was set, scores at least the pass mark.',
    params: PATH,
    response: json(200, 'The path and the progress', pathProgressSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/team/paths/:id/certificate',
    tag: 'Team',
    summary: 'The certificate of a completed path, as PDF (the member, or their team’s leads with userId)',
    params: PATH,
    query: certificateQuerySchema,
    response: { status: 200, description: 'The PDF', media: 'application/pdf' },
    errors: [400, 404],
  },
  {
    method: 'POST',
    path: '/api/sessions/:id/review-notes',
    tag: 'Reports',
    summary: 'Add a review note to a team member’s report (their admins and managers)',
    params: SESSION,
    body: createReviewNoteRequestSchema,
    response: json(201, 'The session’s notes', z.array(reviewNoteSchema)),
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/sessions/:id/review-notes',
    tag: 'Reports',
    summary: 'The review notes on a session (its owner and their team’s leads)',
    params: SESSION,
    response: json(200, 'The notes', z.array(reviewNoteSchema)),
    errors: [404],
  },
];
