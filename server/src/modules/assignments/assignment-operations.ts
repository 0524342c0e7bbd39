import { z } from 'zod';
import * as r from '@ringready/core/api-schemas';
import { createAssignmentRequestSchema } from '@ringready/core/team';
import { json, none, type Operation } from '../../lib/api-operations.ts';

/**
 * The API reference of this module's routes, one row per route (practice a lead assigns): the request
 * schemas are the ones the routes validate with, the response schemas core's response contract.
 */
export const ASSIGNMENT_OPERATIONS: Operation[] = [
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
];
