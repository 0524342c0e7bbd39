import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_TEXTS, type CreatedApiKey } from '@ringready/core/api-access';
import { TEAM_SCORECARD_TEXTS, type TeamScorecard } from '@ringready/core/team-scorecards';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { responseValidator } from '../../../test-support/openapi-test-kit.ts';
import { statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Person, manager: Person, member: Person, otherManager: Person, loner: Person;
let clock = new Date('2026-03-02T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const f = statsFixtures(t);
  const team = await f.team(['manager', 'member']);
  owner = team.owner;
  [manager, member] = team.people as [Person, Person];
  [otherManager] = (await f.team(['manager'], 'Other studio')).people as [Person];
  loner = await signUpAndLogin(t.app, { plan: 'tier3' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, who: Person | Record<string, string> | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who === null ? {} : 'auth' in who ? (who.auth as Record<string, string>) : who,
    payload,
  });
const tick = () => (clock = new Date(clock.getTime() + 60_000));

const check = (extra: object = {}) => ({
  label: 'Asks about the budget',
  kind: 'asks_about',
  topic: 'budget',
  weight: 3,
  ...extra,
});
const cardBody = (extra: object = {}) => ({
  name: 'Barn calls <b>v1</b>',
  passMark: 70,
  checks: [check(), { label: 'No pressure', kind: 'avoids', phrase: 'pressure', weight: 2 }],
  ...extra,
});
async function create(extra: object = {}): Promise<TeamScorecard> {
  tick();
  const res = await call('POST', '/api/team/scorecards', manager, cardBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TeamScorecard>();
}

describe('team scorecards', () => {
  it('creates one (201 with its id), the newest active unless a lead picks another', async () => {
    const first = await create();
    expect(first).toMatchObject({ name: 'Barn calls <b>v1</b>', passMark: 70, active: true });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await create({ name: 'Second' });
    expect(second.active).toBe(true);
    expect((await call('GET', `/api/team/scorecards/${first.id}`, owner)).json<TeamScorecard>().active).toBe(
      false,
    );

    tick();
    const picked = await call('PATCH', `/api/team/scorecards/${first.id}`, manager, { active: true });
    expect(picked.json<TeamScorecard>().active).toBe(true);
    const list = (await call('GET', '/api/team/scorecards', manager)).json<TeamScorecard[]>();
    expect(list.map((c) => [c.id, c.active])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);

    const renamed = await call('PATCH', `/api/team/scorecards/${second.id}`, manager, { passMark: 80 });
    expect(renamed.json<TeamScorecard>()).toMatchObject({ passMark: 80, name: 'Second', active: false });

    const doc = responseValidator((await call('GET', '/api/openapi.json', null)).json());
    expect(doc.errors('POST', '/api/team/scorecards', 201, first)).toBeNull();
    expect(doc.errors('GET', '/api/team/scorecards', 200, list)).toBeNull();
  });

  it.each([
    [
      '51 checks',
      cardBody({ checks: Array.from({ length: 51 }, () => check()) }),
      TEAM_SCORECARD_TEXTS.tooManyChecks,
    ],
    ['no checks', cardBody({ checks: [] }), TEAM_SCORECARD_TEXTS.noChecks],
    ['a pass mark of 101', cardBody({ passMark: 101 }), TEAM_SCORECARD_TEXTS.passMark],
    ['a weight of 0', cardBody({ checks: [check({ weight: 0 })] }), TEAM_SCORECARD_TEXTS.weight],
    [
      'asks_about without a topic',
      cardBody({ checks: [check({ topic: undefined })] }),
      TEAM_SCORECARD_TEXTS.topicNeeded,
    ],
    [
      'says without a phrase',
      cardBody({ checks: [check({ kind: 'says', topic: undefined })] }),
      TEAM_SCORECARD_TEXTS.phraseNeeded,
    ],
    ['an unknown kind', cardBody({ checks: [check({ kind: 'mentions' })] }), TEAM_SCORECARD_TEXTS.kind],
  ])('refuses %s with a clear 400', async (_case, payload, message) => {
    const res = await call('POST', '/api/team/scorecards', manager, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('accepts exactly 50 checks', async () => {
    const card = await create({ checks: Array.from({ length: 50 }, () => check()) });
    expect(card.checks).toHaveLength(50);
  });
});

describe('team scorecard authorization', () => {
  const routes = (id: string): Array<[Method, string, object?]> => [
    ['POST', '/api/team/scorecards', cardBody()],
    ['GET', '/api/team/scorecards'],
    ['GET', `/api/team/scorecards/${id}`],
    ['PATCH', `/api/team/scorecards/${id}`, { name: 'Mine now' }],
  ];

  it('needs a signed-in person (401), a team (404) and a lead of it (403 for a member)', async () => {
    const { id } = await create();
    for (const [method, url, payload] of routes(id)) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, loner, payload)).statusCode, `${method} ${url}`).toBe(404);
      const plain = await call(method, url, member, payload);
      expect(plain.statusCode, `${method} ${url}`).toBe(403);
      expect(plain.json()).toEqual({ message: TEAM_SCORECARD_TEXTS.leadsOnly });
    }
  });

  it('hides one team’s scorecard from another team’s leads (404)', async () => {
    const { id } = await create();
    for (const [method, url, payload] of routes(id).slice(2)) {
      const res = await call(method, url, otherManager, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: TEAM_SCORECARD_TEXTS.notFound });
    }
    expect((await call('GET', '/api/team/scorecards/not-a-uuid', manager)).statusCode).toBe(404);
    expect((await call('GET', `/api/team/scorecards/${id}`, manager)).json<TeamScorecard>().name).not.toBe(
      'Mine now',
    );
  });

  it('refuses API keys, a team key with team:read included (403)', async () => {
    const { id } = await create();
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
