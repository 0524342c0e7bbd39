import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Scenario } from '@ringready/core/api';
import { API_KEY_TEXTS, type CreatedApiKey } from '@ringready/core/api-access';
import type { Assignment } from '@ringready/core/team';
import type { TeamScenarioDraft } from '@ringready/core/team-scenario-draft';
import { TEAM_SCENARIO_TEXTS, type TeamScenario } from '@ringready/core/team-scenarios';
import { outboxEmails } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';
import { responseValidator } from '../../../test-support/openapi-test-kit.ts';

const NOW = new Date('2026-03-02T12:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Person, manager: Person, member: Person, otherManager: Person, otherMember: Person, loner: Person;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  const f = statsFixtures(t);
  const team = await f.team(['manager', 'member']);
  owner = team.owner;
  [manager, member] = team.people as [Person, Person];
  const other = await f.team(['manager', 'member'], 'Other studio');
  [otherManager, otherMember] = other.people as [Person, Person];
  loner = await signUpAndLogin(t.app, { plan: 'tier3' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who: Person | Record<string, string> | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who === null ? {} : 'auth' in who ? (who.auth as Record<string, string>) : who,
    payload,
  });

const TITLE = '<script>alert("x")</script> Dark Barn & "Aunt Rose"';
const scenarioBody = (extra: object = {}, facts: object = {}) => ({
  title: TITLE,
  buyerType: 'relater',
  trade: 'photographer',
  difficulty: 'intermediate',
  description: 'A couple getting married in a dark barn in Vermont in October; her aunt is paying.',
  couple: { names: ['Hannah', 'Owen'], alsoOnCall: { name: 'Rose', role: 'aunt' } },
  facts: {
    date: '2026-10-17',
    guests: 95,
    venue: 'Maple Hollow Barn',
    budget: 6500,
    decisionMakers: ['Hannah', 'Aunt Rose'],
    ...facts,
  },
  objections: [
    'The barn is dark inside; will the photos be too dark?',
    'Your price is above what Rose planned.',
  ],
  goal: 'Book a venue walk-through with Rose.',
  status: 'published',
  ...extra,
});

async function create(who: Person = manager, extra: object = {}): Promise<TeamScenario> {
  const res = await call('POST', '/api/team/scenarios', who, scenarioBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TeamScenario>();
}
const libraryOf = async (who: Person) => (await call('GET', '/api/scenarios', who)).json<Scenario[]>();

describe('team scenarios', () => {
  it('creates a scenario (201 with its id) that only the team’s members practise, texts kept as written', async () => {
    const created = await create();
    expect(created.id).toMatch(/^team-[0-9a-f-]{36}$/);
    expect(created).toMatchObject({ title: TITLE, status: 'published', facts: { guests: 95, budget: 6500 } });
    const shown = (await libraryOf(member)).find((s) => s.id === created.id);
    // JSON carries the text verbatim; the pages render it as text (React escapes it)
    expect(shown).toMatchObject({ title: TITLE, buyerType: 'relater', difficulty: 'intermediate' });
    for (const stranger of [otherMember, otherManager, loner])
      expect((await libraryOf(stranger)).some((s) => s.id === created.id)).toBe(false);
    const list = (await call('GET', '/api/team/scenarios', manager)).json<TeamScenario[]>();
    expect(list.map((s) => s.id)).toContain(created.id);
    expect((await call('GET', `/api/team/scenarios/${created.id}`, owner)).json()).toEqual(created);
    // the answers are the ones the API reference documents
    const check = responseValidator((await call('GET', '/api/openapi.json', null)).json());
    expect(check.errors('POST', '/api/team/scenarios', 201, created)).toBeNull();
    expect(check.errors('GET', '/api/team/scenarios', 200, list)).toBeNull();
    expect(check.errors('GET', '/api/team/scenarios/{id}', 200, created)).toBeNull();
  });

  it('keeps a draft from the members’ library; a lead may try it', async () => {
    const draft = await create(manager, { status: 'draft' });
    expect((await libraryOf(member)).some((s) => s.id === draft.id)).toBe(false);
    const tryIt = await call('POST', '/api/sessions/start', manager, { scenarioId: draft.id });
    expect(tryIt.statusCode, tryIt.body).toBe(200);
    const byMember = await call('POST', '/api/sessions/start', member, { scenarioId: draft.id });
    expect(byMember.statusCode).toBe(404);
    const published = await call('PATCH', `/api/team/scenarios/${draft.id}`, manager, {
      status: 'published',
    });
    expect(published.json<TeamScenario>().status).toBe('published');
    expect((await libraryOf(member)).some((s) => s.id === draft.id)).toBe(true);
  });

  it('changes a fact, keeps the rest, and deletes (archived: gone from every list)', async () => {
    const created = await create();
    const res = await call('PATCH', `/api/team/scenarios/${created.id}`, manager, { facts: { guests: 120 } });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<TeamScenario>();
    expect(changed.facts).toEqual({ ...created.facts, guests: 120 });
    expect(changed.title).toBe(TITLE);
    expect((await call('DELETE', `/api/team/scenarios/${created.id}`, manager)).statusCode).toBe(204);
    expect((await call('GET', `/api/team/scenarios/${created.id}`, manager)).statusCode).toBe(404);
    expect((await libraryOf(member)).some((s) => s.id === created.id)).toBe(false);
    expect((await call('DELETE', `/api/team/scenarios/${created.id}`, manager)).statusCode).toBe(404);
  });

  it('is assigned like any scenario, e-mailed with its title escaped', async () => {
    const created = await create();
    const res = await call('POST', '/api/team/assignments', manager, {
      userIds: [member.user.id],
      scenarioId: created.id,
      dueAt: new Date(NOW.getTime() + 86_400_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Assignment[]>()[0]!.scenario).toMatchObject({
      id: created.id,
      title: TITLE,
      trade: null,
    });
    const [mail] = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, member.email));
    expect(mail!.htmlBody).toContain('&lt;script&gt;');
    expect(mail!.htmlBody).not.toContain('<script>');
    const byOther = await call('POST', '/api/team/assignments', otherManager, {
      userIds: [otherMember.user.id],
      scenarioId: created.id,
      dueAt: new Date(NOW.getTime() + 86_400_000).toISOString(),
    });
    expect(byOther.statusCode).toBe(400);
  });
});

describe('a scenario drafted from a description', () => {
  it('fills the form’s facts from the description, stores nothing, and is documented', async () => {
    const before = (await call('GET', '/api/team/scenarios', manager)).json<TeamScenario[]>().length;
    const res = await call('POST', '/api/team/scenarios/draft', manager, {
      description:
        'A couple getting married in a dark barn in Vermont in October, 95 guests, her aunt is paying and ' +
        'worried about the light',
      trade: 'photographer',
    });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<TeamScenarioDraft>();
    expect(draft.facts).toEqual({
      date: '2026-10-01',
      guests: 95,
      venue: 'Dark barn in Vermont',
      budget: null,
      decisionMakers: ['The couple', 'Her aunt'],
    });
    expect(draft.objections).toEqual(["We're worried about the light."]);
    expect((await call('GET', '/api/team/scenarios', manager)).json<TeamScenario[]>()).toHaveLength(before);
    const check = responseValidator((await call('GET', '/api/openapi.json', null)).json());
    expect(check.errors('POST', '/api/team/scenarios/draft', 200, draft)).toBeNull();
    const empty = await call('POST', '/api/team/scenarios/draft', manager, { description: '  ' });
    expect(empty.json()).toEqual({ message: 'Please describe the scenario' });
  });
});

describe('team scenario validation', () => {
  it.each([
    ['a date in the past', scenarioBody({}, { date: '2026-03-01' }), TEAM_SCENARIO_TEXTS.dateInPast],
    ['today', scenarioBody({}, { date: '2026-03-02' }), TEAM_SCENARIO_TEXTS.dateInPast],
    ['not a date', scenarioBody({}, { date: 'next fall' }), TEAM_SCENARIO_TEXTS.dateFormat],
    ['0 guests', scenarioBody({}, { guests: 0 }), TEAM_SCENARIO_TEXTS.guests],
    ['2.5 guests', scenarioBody({}, { guests: 2.5 }), TEAM_SCENARIO_TEXTS.guests],
    ['a budget of −5', scenarioBody({}, { budget: -5 }), TEAM_SCENARIO_TEXTS.budget],
    ['nobody deciding', scenarioBody({}, { decisionMakers: [] }), TEAM_SCENARIO_TEXTS.decisionMakers],
    ['11 concerns', scenarioBody({ objections: Array(11).fill('Too dear') }), TEAM_SCENARIO_TEXTS.objections],
    ['a blank title', scenarioBody({ title: '   ' }), 'Please enter a title'],
    [
      'an unknown buyer',
      scenarioBody({ buyerType: 'robot' }),
      'buyerType must be analyzer, boss, dreamer or relater',
    ],
    ['an unknown trade', scenarioBody({ trade: 'astronaut' }), 'Unknown trade'],
  ])('refuses %s with a clear 400', async (_case, payload, message) => {
    const res = await call('POST', '/api/team/scenarios', manager, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses impossible changes too', async () => {
    const created = await create();
    const url = `/api/team/scenarios/${created.id}`;
    for (const [payload, message] of [
      [{ facts: { date: '2025-12-31' } }, TEAM_SCENARIO_TEXTS.dateInPast],
      [{ facts: { guests: 0 } }, TEAM_SCENARIO_TEXTS.guests],
      [{ facts: { budget: -5 } }, TEAM_SCENARIO_TEXTS.budget],
      [{}, TEAM_SCENARIO_TEXTS.emptyPatch],
    ] as const) {
      const res = await call('PATCH', url, manager, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await call('GET', url, manager)).json<TeamScenario>().facts.guests).toBe(95);
  });
});

describe('team scenario authorization', () => {
  const routes = (id: string): Array<[Method, string, object?]> => [
    ['POST', '/api/team/scenarios', scenarioBody()],
    ['POST', '/api/team/scenarios/draft', { description: 'A barn wedding' }],
    ['GET', '/api/team/scenarios'],
    ['GET', `/api/team/scenarios/${id}`],
    ['PATCH', `/api/team/scenarios/${id}`, { title: 'Mine now' }],
    ['DELETE', `/api/team/scenarios/${id}`],
  ];

  it('needs a signed-in person (401), a team (404) and a lead of it (403 for a member)', async () => {
    const { id } = await create();
    for (const [method, url, payload] of routes(id)) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      const none = await call(method, url, loner, payload);
      expect(none.statusCode, `${method} ${url}`).toBe(404);
      const plain = await call(method, url, member, payload);
      expect(plain.statusCode, `${method} ${url}`).toBe(403);
      expect(plain.json()).toEqual({ message: TEAM_SCENARIO_TEXTS.leadsOnly });
    }
  });

  it('hides one team’s scenario from another team’s leads (404 on every route with its id)', async () => {
    const { id } = await create();
    for (const [method, url, payload] of routes(id).slice(3)) {
      const res = await call(method, url, otherManager, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: TEAM_SCENARIO_TEXTS.notFound });
    }
    const theirs = (await call('GET', '/api/team/scenarios', otherManager)).json<TeamScenario[]>();
    expect(theirs.some((s) => s.id === id)).toBe(false);
    expect((await call('GET', `/api/team/scenarios/${id}`, manager)).json<TeamScenario>().title).toBe(TITLE);
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
