import { z } from 'zod';
import {
  createScorecardRequestSchema,
  teamScorecardSchema,
  updateScorecardRequestSchema,
} from '@ringready/core/team-scorecards';
import { json, type Operation } from '../../lib/api-operations.ts';

const SCORECARD = { id: 'the scorecard’s id' };

/**
 * The API reference of this module's routes, one row per route (a team's scorecards): the request schemas
 * are the ones the routes validate with, the response schemas core's response contract.
 */
export const TEAM_SCORECARD_OPERATIONS: Operation[] = [
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
