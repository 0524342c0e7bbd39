import { z } from 'zod';
import {
  createApiKeyRequestSchema,
  createWebhookRequestSchema,
  webhookDeliveryListQuerySchema,
} from '@ringready/core/api-access';
import * as r from '@ringready/core/api-schemas';
import { json, none } from './operation-helpers.ts';
import type { Operation } from './operation-types.ts';

/** API keys and webhook endpoints. */
export const API_ACCESS_OPERATIONS: Operation[] = [
  // API keys
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
  // Webhooks
  {
    method: 'GET',
    path: '/api/webhooks/endpoints',
    tag: 'Webhooks',
    summary: 'The caller’s webhook endpoints',
    response: json(200, 'The endpoints', z.array(r.webhookEndpointSummarySchema)),
    errors: [403],
  },
  {
    method: 'POST',
    path: '/api/webhooks/endpoints',
    tag: 'Webhooks',
    summary: 'Register an endpoint for events (Master)',
    description: 'Team events (team.member_joined, assignment.completed) are for team admins.',
    body: createWebhookRequestSchema,
    response: json(201, 'The endpoint, with its signing secret', r.webhookEndpointSummarySchema),
    errors: [400, 403, 409],
  },
  {
    method: 'DELETE',
    path: '/api/webhooks/endpoints/:id',
    tag: 'Webhooks',
    summary: 'Remove an endpoint',
    params: { id: 'the endpoint’s id' },
    response: none('Removed'),
    errors: [403, 404],
  },
  {
    method: 'GET',
    path: '/api/webhooks/endpoints/:id/deliveries',
    tag: 'Webhooks',
    summary: 'An endpoint’s deliveries, newest first',
    params: { id: 'the endpoint’s id' },
    query: webhookDeliveryListQuerySchema,
    response: json(200, 'A page of deliveries', z.array(r.webhookDeliverySummarySchema)),
    errors: [400, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/webhooks/endpoints/:id/test',
    tag: 'Webhooks',
    summary: 'Send a `test` event to the endpoint',
    params: { id: 'the endpoint’s id' },
    response: json(202, 'The queued delivery', r.webhookDeliverySummarySchema),
    errors: [403, 404, 429],
  },
];
