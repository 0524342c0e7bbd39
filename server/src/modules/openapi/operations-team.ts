import { z } from 'zod';
import * as r from '@ringready/core/api-schemas';
import { sessionListQuerySchema } from '@ringready/core/sessions';
import {
  changeRoleRequestSchema,
  createAssignmentRequestSchema,
  createTeamRequestSchema,
  inviteRequestSchema,
} from '@ringready/core/team';
import {
  createScorecardRequestSchema,
  teamScorecardSchema,
  updateScorecardRequestSchema,
} from '@ringready/core/team-scorecards';
import { draftTeamScenarioRequestSchema, teamScenarioDraftSchema } from '@ringready/core/team-scenario-draft';
import {
  createTeamScenarioRequestSchema,
  teamScenarioSchema,
  updateTeamScenarioRequestSchema,
} from '@ringready/core/team-scenarios';
import { json, none } from './operation-helpers.ts';
import type { Operation } from './operation-types.ts';

const MEMBER = { userId: 'the team member’s user id' };
const SCENARIO = { id: 'the team scenario’s id' };
const SCORECARD = { id: 'the scorecard’s id' };

/** A team, its members, invitations, statistics and assignments. */
export const TEAM_OPERATIONS: Operation[] = [
  // Team
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
  // Assignments
  {
    method: 'GET',
    path: '/api/assignments',
    tag: 'Assignments',
    summary: 'Practice assigned to the caller',
    response: json(200, 'The assignments', z.array(r.assignmentSchema)),
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/team/assignments',
    tag: 'Assignments',
    summary: 'The team’s assignments (admins and managers)',
    response: json(200, 'The assignments', z.array(r.assignmentSchema)),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/team/assignments',
    tag: 'Assignments',
    summary: 'Assign a scenario to members (one assignment each)',
    body: createAssignmentRequestSchema,
    response: json(201, 'The assignments', z.array(r.assignmentSchema)),
    errors: [400, 404, 429],
  },
  {
    method: 'DELETE',
    path: '/api/team/assignments/:id',
    tag: 'Assignments',
    summary: 'Withdraw an assignment',
    params: { id: 'the assignment’s id' },
    response: none('Withdrawn'),
    errors: [404],
  },
  // Team scenarios
  {
    method: 'POST',
    path: '/api/team/scenarios',
    tag: 'Team',
    summary: 'Write a team scenario (admins and managers)',
    description:
      'The couple, facts and concerns the AI buyer plays. Published, it is in the practice library ' +
      '(GET /api/scenarios) of the team’s members and nobody else’s; a draft only its leads may try.',
    body: createTeamScenarioRequestSchema,
    response: json(201, 'The scenario', teamScenarioSchema),
    errors: [400, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/team/scenarios/draft',
    tag: 'Team',
    summary: 'Draft a scenario from a plain description, to edit before saving (admins and managers)',
    description: 'Nothing is stored. Facts the description does not give are empty (null numbers).',
    body: draftTeamScenarioRequestSchema,
    response: json(200, 'The draft', teamScenarioDraftSchema),
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/team/scenarios',
    tag: 'Team',
    summary: 'The team’s scenarios, newest first (admins and managers)',
    response: json(200, 'The scenarios', z.array(teamScenarioSchema)),
    errors: [403, 404],
  },
  {
    method: 'GET',
    path: '/api/team/scenarios/:id',
    tag: 'Team',
    summary: 'One team scenario (admins and managers)',
    params: SCENARIO,
    response: json(200, 'The scenario', teamScenarioSchema),
    errors: [403, 404],
  },
  {
    method: 'PATCH',
    path: '/api/team/scenarios/:id',
    tag: 'Team',
    summary: 'Change a team scenario: the fields given, facts field by field (admins and managers)',
    params: SCENARIO,
    body: updateTeamScenarioRequestSchema,
    response: json(200, 'The scenario', teamScenarioSchema),
    errors: [400, 403, 404],
  },
  {
    method: 'DELETE',
    path: '/api/team/scenarios/:id',
    tag: 'Team',
    summary: 'Delete a team scenario (it leaves the library; past sessions keep it)',
    params: SCENARIO,
    response: none('Deleted'),
    errors: [403, 404],
  },
  // Team scorecards
  {
    method: 'POST',
    path: '/api/team/scorecards',
    tag: 'Team',
    summary: 'Write a scorecard; it becomes the team’s active one (admins and managers)',
    description:
      'Checks of three kinds (asks_about a topic, says a phrase or its meaning, avoids a phrase or tactic), ' +
      'each weighted, at most 50, and a pass mark. Every practice and real-call report of a team member ' +
      'carries `scorecard`: its grading on the active scorecard, with the quotes that decided each check.',
    body: createScorecardRequestSchema,
    response: json(201, 'The scorecard', teamScorecardSchema),
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/team/scorecards',
    tag: 'Team',
    summary: 'The team’s scorecards, the active one first (admins and managers)',
    response: json(200, 'The scorecards', z.array(teamScorecardSchema)),
    errors: [403, 404],
  },
  {
    method: 'GET',
    path: '/api/team/scorecards/:id',
    tag: 'Team',
    summary: 'One scorecard (admins and managers)',
    params: SCORECARD,
    response: json(200, 'The scorecard', teamScorecardSchema),
    errors: [403, 404],
  },
  {
    method: 'PATCH',
    path: '/api/team/scorecards/:id',
    tag: 'Team',
    summary: 'Change a scorecard, or make it the active one with `active: true` (admins and managers)',
    params: SCORECARD,
    body: updateScorecardRequestSchema,
    response: json(200, 'The scorecard', teamScorecardSchema),
    errors: [400, 403, 404],
  },
];
