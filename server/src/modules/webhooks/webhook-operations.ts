import { z } from 'zod';
import { createWebhookRequestSchema, webhookDeliveryListQuerySchema } from '@ringready/core/api-access';
import * as r from '@ringready/core/api-schemas';
import { json, none, type Operation } from '../../lib/api-operations.ts';

/**
 * The API reference of this module's routes, one row per route (webhook endpoints and their deliveries):
 * the request schemas are the ones the routes validate with, the response schemas core's response contract.
 */
export const WEBHOOK_OPERATIONS: Operation[] = [
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
