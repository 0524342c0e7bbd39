import { z } from 'zod';
import { draftTeamScenarioRequestSchema, teamScenarioDraftSchema } from '@ringready/core/team-scenario-draft';
import {
  createTeamScenarioRequestSchema,
  teamScenarioSchema,
  updateTeamScenarioRequestSchema,
} from '@ringready/core/team-scenarios';
import { json, none, type Operation } from '../../lib/api-operations.ts';

const SCENARIO = { id: 'the team scenario’s id' };

/**
 * The API reference of this module's routes, one row per route (a team's own scenarios): the request
 * schemas are the ones the routes validate with, the response schemas core's response contract.
 */
export const TEAM_SCENARIO_OPERATIONS: Operation[] = [
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
];
