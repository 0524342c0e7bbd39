import { z } from 'zod';
import * as r from '@ringready/core/api-schemas';
import { json, type Operation } from '../../lib/api-operations.ts';

/**
 * The API reference of this module's routes, one row per route (office hours and registration): the request
 * schemas are the ones the routes validate with, the response schemas core's response contract.
 */
export const OFFICE_HOUR_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/api/office-hours',
    tag: 'Office hours',
    summary: 'Upcoming office hours',
    response: json(200, 'The office hours', z.array(r.officeHourSchema)),
    errors: [],
  },
  {
    method: 'POST',
    path: '/api/office-hours/:id/registration',
    tag: 'Office hours',
    summary: 'Register for an office hour',
    params: { id: 'the office hour’s id' },
    response: json(200, 'The office hour', r.officeHourSchema),
    errors: [403, 404, 409],
  },
  {
    method: 'DELETE',
    path: '/api/office-hours/:id/registration',
    tag: 'Office hours',
    summary: 'Cancel a registration',
    params: { id: 'the office hour’s id' },
    response: json(200, 'The office hour', r.officeHourSchema),
    errors: [404],
  },
];
