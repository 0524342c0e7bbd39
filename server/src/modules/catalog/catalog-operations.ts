import { z } from 'zod';
import * as r from '@ringready/core/api-schemas';
import { json, type Operation } from '../../lib/api-operations.ts';

/**
 * The API reference of this module's routes, one row per route (practice scenarios and training videos):
 * the request schemas are the ones the routes validate with, the response schemas core's response contract.
 */
export const CATALOG_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/api/scenarios',
    tag: 'Catalog',
    summary: 'Practice scenarios, worded for the user’s trade',
    response: json(200, 'The scenarios', z.array(r.scenarioSchema)),
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/videos',
    tag: 'Catalog',
    summary: 'Training videos',
    response: json(200, 'The videos', z.array(r.videoSchema)),
    errors: [],
  },
];
