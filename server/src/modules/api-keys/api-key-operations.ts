import { z } from 'zod';
import { createApiKeyRequestSchema } from '@ringready/core/api-access';
import * as r from '@ringready/core/api-schemas';
import { json, none, type Operation } from '../../lib/api-operations.ts';

/**
 * The API reference of this module's routes, one row per route (personal and team API keys): the request
 * schemas are the ones the routes validate with, the response schemas core's response contract.
 */
export const API_KEY_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/api/keys',
    tag: 'API keys',
    summary: 'The caller’s API keys (never the keys themselves)',
    response: json(200, 'The keys', z.array(r.apiKeySummarySchema)),
    errors: [],
  },
  {
    method: 'POST',
    path: '/api/keys',
    tag: 'API keys',
    summary: 'Create an API key (Master)',
    description:
      'The answer is the only time the whole key (`rr_live_…`) is shown: store it. ' +
      '`team: true` makes a team key (team admins), needed for `team:read`.',
    body: createApiKeyRequestSchema,
    response: json(201, 'The key', r.createdApiKeySchema),
    errors: [400, 403, 409],
  },
  {
    method: 'DELETE',
    path: '/api/keys/:id',
    tag: 'API keys',
    summary: 'Revoke an API key',
    params: { id: 'the key’s id' },
    response: none('Revoked'),
    errors: [404],
  },
];
