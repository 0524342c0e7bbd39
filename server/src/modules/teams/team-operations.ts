import { z } from 'zod';
import * as r from '@ringready/core/api-schemas';
import { sessionListQuerySchema } from '@ringready/core/sessions';
import { changeRoleRequestSchema, createTeamRequestSchema, inviteRequestSchema } from '@ringready/core/team';
import { json, none, internalRoutes, type Operation } from '../../lib/api-operations.ts';

const MEMBER = { userId: 'the team member’s user id' };

/**
 * The API reference of this module's routes, one row per route (a team, its members, invitations and
 * statistics): the request schemas are the ones the routes validate with, the response schemas core's
 * response contract.
 */
export const TEAM_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/api/team',
    tag: 'Team',
    summary: 'The caller’s team with its members and pending invitations',
    response: json(200, 'The team', r.teamSchema),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/team',
    tag: 'Team',
    summary: 'Create a team (Master; the caller becomes its admin)',
    body: createTeamRequestSchema,
    response: json(201, 'The new team', r.teamSchema),
    errors: [400, 403, 409],
  },
  {
    method: 'POST',
    path: '/api/team/leave',
    tag: 'Team',
    summary: 'Leave the team',
    response: none('Left'),
    errors: [400, 404],
  },
  {
    method: 'PATCH',
    path: '/api/team/members/:userId',
    tag: 'Team',
    summary: 'Change a member’s role (admins)',
    params: MEMBER,
    body: changeRoleRequestSchema,
    response: json(200, 'The member', r.teamMemberSchema),
    errors: [400, 404],
  },
  {
    method: 'DELETE',
    path: '/api/team/members/:userId',
    tag: 'Team',
    summary: 'Remove a member (admins)',
    params: MEMBER,
    response: none('Removed'),
    errors: [400, 404],
  },
  {
    method: 'GET',
    path: '/api/team/members/:userId/sessions',
    tag: 'Team',
    summary: 'A member’s sessions (admins and managers)',
    description: 'Paged like GET /api/sessions.',
    params: MEMBER,
    query: sessionListQuerySchema,
    response: json(200, 'A page of sessions', z.array(r.sessionSummarySchema)),
    errors: [400, 404],
  },
  {
    method: 'POST',
    path: '/api/team/invitations',
    tag: 'Team',
    summary: 'Invite someone by e-mail (admins and managers)',
    body: inviteRequestSchema,
    response: json(201, 'The invitation', r.teamInvitationSchema),
    errors: [400, 403, 404, 409, 429],
  },
  {
    method: 'DELETE',
    path: '/api/team/invitations/:id',
    tag: 'Team',
    summary: 'Withdraw an invitation',
    params: { id: 'the invitation’s id' },
    response: none('Withdrawn'),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/team/stats',
    tag: 'Team',
    summary: 'Team overview, buyer types and monthly trends (admins and managers)',
    response: json(200, 'The statistics', r.teamStatsSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/team/me',
    tag: 'Team',
    summary: 'The caller’s own figures, as a team member row',
    response: json(200, 'The figures', r.teamMemberSchema),
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/team/export.csv',
    tag: 'Team',
    summary: 'Individual performance as CSV (admins and managers)',
    response: { status: 200, description: 'The CSV', media: 'text/csv' },
    errors: [404],
  },
];

/** Routes of the app's own pages, not of the API. */
export const TEAM_INTERNAL_ROUTES = internalRoutes(
  ['POST /api/team/invitations/lookup', 'POST /api/team/invitations/accept'],
  'the invitation link’s page',
);
