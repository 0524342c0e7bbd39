import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_TEXTS, type CreatedApiKey } from '@ringready/core/api-access';
import { REVIEW_NOTE_TEXTS, type ReviewNote } from '@ringready/core/review-notes';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';
import { responseValidator } from '../../../test-support/openapi-test-kit.ts';

const NOW = new Date('2026-03-02T12:00:00Z');
let clock = NOW;
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Person, manager: Person, member: Person, teammate: Person, otherManager: Person, loner: Person;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const f = statsFixtures(t);
  const team = await f.team(['manager', 'member', 'member']);
  owner = team.owner;
  [manager, member, teammate] = team.people as [Person, Person, Person];
  otherManager = (await f.team(['manager'], 'Other studio')).people[0]!;
  loner = await signUpAndLogin(t.app, { plan: 'tier3' });
  const session = await f.session(
    member.user.id,
    { scenarioId: 'boss-venue-bottom-line', createdAt: new Date('2026-03-01T10:00:00Z') },
    { score: 72 },
  );
  sessionId = session.id;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  who: Person | Record<string, string> | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: who === null ? {} : 'auth' in who ? (who.auth as Record<string, string>) : who,
    payload,
  });
const url = () => `/api/sessions/${sessionId}/review-notes`;

describe('review notes', () => {
  it('a lead adds notes that the member and the team’s leads read, oldest first, as documented', async () => {
    const note = 'Good discovery.\nAsk about the aunt <b>sooner</b> & "confirm" the budget.';
    const added = await call('POST', url(), manager, { text: `  ${note}  ` });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<ReviewNote[]>()).toEqual([
      {
        id: expect.any(String),
        sessionId,
        authorName: manager.user.name,
        text: note,
        createdAt: NOW.toISOString(),
      },
    ]);
    clock = new Date(NOW.getTime() + 60_000);
    expect((await call('POST', url(), owner, { text: 'Agreed.' })).statusCode).toBe(201);
    for (const who of [member, manager, owner]) {
      const res = await call('GET', url(), who);
      expect(res.statusCode).toBe(200);
      expect(res.json<ReviewNote[]>().map((n) => n.text)).toEqual([note, 'Agreed.']);
    }
    const check = responseValidator((await call('GET', '/api/openapi.json', null)).json());
    expect(
      check.errors('GET', '/api/sessions/{id}/review-notes', 200, (await call('GET', url(), member)).json()),
    ).toBeNull();
    expect(check.errors('POST', '/api/sessions/{id}/review-notes', 201, added.json())).toBeNull();
  });

  it.each([
    ['a blank note', { text: '   ' }, REVIEW_NOTE_TEXTS.text],
    ['no text', {}, 'text is required'],
    ['a note too long', { text: 'x'.repeat(2001) }, REVIEW_NOTE_TEXTS.tooLong],
    ['a control character', { text: 'bad\u0007bell' }, REVIEW_NOTE_TEXTS.characters],
  ])('refuses %s with a clear 400', async (_case, payload, message) => {
    const res = await call('POST', url(), manager, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('lets the member read but not write (403); hides the notes from everyone else (404)', async () => {
    const own = await call('POST', url(), member, { text: 'I did great' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: REVIEW_NOTE_TEXTS.leadsOnly });
    for (const who of [teammate, otherManager, loner]) {
      expect((await call('GET', url(), who)).statusCode).toBe(404);
      const write = await call('POST', url(), who, { text: 'Mine now' });
      expect(write.statusCode).toBe(404);
      expect(write.json()).toEqual({ message: REVIEW_NOTE_TEXTS.notFound });
    }
    expect((await call('GET', '/api/sessions/not-a-uuid/review-notes', manager)).statusCode).toBe(404);
    expect((await call('GET', url(), null)).statusCode).toBe(401);
  });

  it('refuses API keys (403)', async () => {
    const keyRes = await call('POST', '/api/keys', owner, {
      name: 'ci',
      scopes: ['sessions:read', 'reports:read', 'team:read'],
      team: true,
    });
    expect(keyRes.statusCode, keyRes.body).toBe(201);
    const key = { authorization: `Bearer ${keyRes.json<CreatedApiKey>().key}` };
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, url(), key, { text: 'via key' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: API_KEY_TEXTS.routeNotAllowed });
    }
  });
});
