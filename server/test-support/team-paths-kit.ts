/**
 * Certification-path test kit: one way to call a route as a person (or with raw headers, or nobody), and a
 * path body of two built-in scenarios with per-step overrides.
 */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TeamPath } from '@ringready/core/team-paths';
import type { Person } from './team-stats-fixtures.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const VENUE = 'boss-venue-bottom-line';
export const FLORALS = 'dreamer-garden-florals';

export const step = (scenarioId: string, extra: object = {}) => ({
  scenarioId,
  passMark: 70,
  attemptLimit: 2,
  dueDate: '2026-04-30',
  ...extra,
});

export const pathBody = (extra: object = {}) => ({
  name: 'New hire certification',
  steps: [step(VENUE), step(FLORALS, { passMark: 80, attemptLimit: 3 })],
  ...extra,
});

/** Calls a route as a person, with raw headers, or unauthenticated (null). */
export function caller(app: () => FastifyInstance) {
  return (method: Method, url: string, who: Person | Record<string, string> | null, payload?: object) =>
    app().inject({
      method,
      url,
      headers: who === null ? {} : 'auth' in who ? (who.auth as Record<string, string>) : who,
      payload,
    });
}

/** Creates a path as the given lead and returns it. */
export async function createPathAs(call: ReturnType<typeof caller>, lead: Person, body: object = pathBody()) {
  const res = await call('POST', '/api/team/paths', lead, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TeamPath>();
}
