import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_TEXTS, type CreatedApiKey } from '@ringready/core/api-access';
import { NO_TEAM } from '../access/index.ts';
import { TEAM_PATH_TEXTS, type PathMatrix, type TeamPath } from '@ringready/core/team-paths';
import {
  type Method,
  VENUE,
  caller,
  createPathAs,
  pathBody,
  step,
} from '../../../test-support/team-paths-kit.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';

const NOW = new Date('2026-03-02T12:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof statsFixtures>;
let owner: Person, manager: Person, member: Person;
let otherManager: Person, otherMember: Person, loner: Person;

/** Certification paths: validation of each bad input, and who may call each route. */

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  f = statsFixtures(t);
  const team = await f.team(['manager', 'member', 'member']);
  owner = team.owner;
  [manager, member] = team.people as [Person, Person, Person];
  const other = await f.team(['manager', 'member'], 'Other studio');
  [otherManager, otherMember] = other.people as [Person, Person];
  loner = await signUpAndLogin(t.app, { plan: 'tier3' });
});
afterAll(() => t.close());

const call = caller(() => t.app);
const createPath = (body: object = pathBody()): Promise<TeamPath> => createPathAs(call, manager, body);
describe('certification path validation', () => {
  it.each([
    ['a blank name', pathBody({ name: '  ' }), TEAM_PATH_TEXTS.name],
    ['no steps', pathBody({ steps: [] }), TEAM_PATH_TEXTS.noSteps],
    ['21 steps', pathBody({ steps: Array(21).fill(step(VENUE)) }), TEAM_PATH_TEXTS.tooManySteps],
    ['a pass mark of 0', pathBody({ steps: [step(VENUE, { passMark: 0 })] }), TEAM_PATH_TEXTS.passMark],
    ['a pass mark of 101', pathBody({ steps: [step(VENUE, { passMark: 101 })] }), TEAM_PATH_TEXTS.passMark],
    ['21 attempts', pathBody({ steps: [step(VENUE, { attemptLimit: 21 })] }), TEAM_PATH_TEXTS.attemptLimit],
    ['0 attempts', pathBody({ steps: [step(VENUE, { attemptLimit: 0 })] }), TEAM_PATH_TEXTS.attemptLimit],
    [
      'a past due date',
      pathBody({ steps: [step(VENUE, { dueDate: '2026-03-01' })] }),
      TEAM_PATH_TEXTS.dueDateInPast,
    ],
    [
      'today as due date',
      pathBody({ steps: [step(VENUE, { dueDate: '2026-03-02' })] }),
      TEAM_PATH_TEXTS.dueDateInPast,
    ],
    ['not a date', pathBody({ steps: [step(VENUE, { dueDate: 'soon' })] }), TEAM_PATH_TEXTS.dueDateFormat],
    ['an unknown scenario', pathBody({ steps: [step('no-such')] }), TEAM_PATH_TEXTS.scenarioNotFound],
    [
      'a repeated scenario',
      pathBody({ steps: [step(VENUE), step(VENUE)] }),
      TEAM_PATH_TEXTS.duplicateScenario,
    ],
  ])('refuses %s with a clear 400', async (_case, payload, message) => {
    const res = await call('POST', '/api/team/paths', manager, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses an empty change', async () => {
    const path = await createPath();
    const res = await call('PATCH', `/api/team/paths/${path.id}`, manager, {});
    expect(res.json()).toEqual({ message: TEAM_PATH_TEXTS.emptyPatch });
  });
});

describe('certification path authorization', () => {
  const routes = (id: string): Array<[Method, string, object?]> => [
    ['POST', '/api/team/paths', pathBody()],
    ['GET', '/api/team/paths'],
    ['GET', '/api/team/paths/matrix'],
    ['GET', '/api/team/paths/matrix.csv'],
    ['GET', `/api/team/paths/${id}`],
    ['PATCH', `/api/team/paths/${id}`, { name: 'Mine now' }],
    ['DELETE', `/api/team/paths/${id}`],
    ['GET', `/api/team/paths/${id}/progress`],
    ['GET', `/api/team/paths/${id}/certificate`],
  ];

  it('needs a signed-in person (401) and a team (404)', async () => {
    const { id } = await createPath();
    for (const [method, url, payload] of routes(id)) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      const none = await call(method, url, loner, payload);
      expect(none.statusCode, `${method} ${url}`).toBe(404);
      expect(none.json()).toEqual({ message: NO_TEAM });
    }
  });

  it('lets plain members read but not write (403), nor see the matrix', async () => {
    const { id } = await createPath();
    for (const [method, url, payload, message] of [
      ['POST', '/api/team/paths', pathBody(), TEAM_PATH_TEXTS.leadsOnly],
      ['PATCH', `/api/team/paths/${id}`, { name: 'Mine' }, TEAM_PATH_TEXTS.leadsOnly],
      ['DELETE', `/api/team/paths/${id}`, undefined, TEAM_PATH_TEXTS.leadsOnly],
      ['GET', '/api/team/paths/matrix', undefined, TEAM_PATH_TEXTS.matrixLeadsOnly],
      ['GET', '/api/team/paths/matrix.csv', undefined, TEAM_PATH_TEXTS.matrixLeadsOnly],
    ] as Array<[Method, string, object | undefined, string]>) {
      const res = await call(method, url, member, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message });
    }
    expect((await call('GET', `/api/team/paths/${id}`, manager)).json<TeamPath>().name).toBe(
      'New hire certification',
    );
  });

  it('hides one team’s path from another team (404 on every route with its id)', async () => {
    const { id } = await createPath();
    for (const [method, url, payload] of routes(id).slice(4)) {
      const res = await call(method, url, otherManager, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      // another team's plain member: 404 on every read (writes are a 403 before any path is looked up)
      if (method === 'GET') expect((await call(method, url, otherMember)).statusCode, url).toBe(404);
    }
    const res = await call('GET', `/api/team/paths/${id}/certificate?userId=${member.user.id}`, otherManager);
    expect(res.statusCode).toBe(404);
    const theirs = (await call('GET', '/api/team/paths/matrix', otherManager)).json<PathMatrix>();
    expect(theirs.paths.some((p) => p.id === id)).toBe(false);
    expect(theirs.members.some((m) => m.userId === member.user.id)).toBe(false);
  });

  it('refuses API keys, a team key with team:read included (403)', async () => {
    const { id } = await createPath();
    const keyRes = await call('POST', '/api/keys', owner, { name: 'ci', scopes: ['team:read'], team: true });
    expect(keyRes.statusCode, keyRes.body).toBe(201);
    const key = { authorization: `Bearer ${keyRes.json<CreatedApiKey>().key}` };
    for (const [method, url, payload] of routes(id)) {
      const res = await call(method, url, key, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: API_KEY_TEXTS.routeNotAllowed });
    }
  });
});
