import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEAM_PATH_TEXTS,
  type PathMatrix,
  type PathProgress,
  type TeamPath,
} from '@ringready/core/team-paths';
import { updateUser } from '../users/index.ts';
import {
  FLORALS,
  VENUE,
  caller,
  createPathAs,
  pathBody,
  step,
} from '../../../test-support/team-paths-kit.ts';
import { createTestApp } from '../../../test-support/test-app.ts';
import { statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';
import { responseValidator } from '../../../test-support/openapi-test-kit.ts';

const NOW = new Date('2026-03-02T12:00:00Z');
const LATER = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof statsFixtures>;
let owner: Person, manager: Person, member: Person, member2: Person;
let otherMember: Person;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  f = statsFixtures(t);
  const team = await f.team(['manager', 'member', 'member']);
  owner = team.owner;
  [manager, member, member2] = team.people as [Person, Person, Person];
  const other = await f.team(['manager', 'member'], 'Other studio');
  otherMember = other.people[1]!;
});
afterAll(() => t.close());

const call = caller(() => t.app);
const createPath = (body: object = pathBody()): Promise<TeamPath> => createPathAs(call, manager, body);
const practise = (who: Person, scenarioId: string, at: Date, score: number) =>
  f.session(who.user.id, { scenarioId, createdAt: at, startedAt: at }, { score });

describe('certification paths', () => {
  it('creates a path (201) that the whole team reads, with the scenarios’ titles, as documented', async () => {
    const path = await createPath();
    expect(path.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(path.steps.map((s) => s.scenarioId)).toEqual([VENUE, FLORALS]);
    expect(path.steps[0]!.scenarioTitle).not.toBe('');
    expect(path.steps[1]).toMatchObject({ passMark: 80, attemptLimit: 3, dueDate: '2026-04-30' });
    const list = (await call('GET', '/api/team/paths', member)).json<TeamPath[]>();
    expect(list.map((p) => p.id)).toContain(path.id);
    expect((await call('GET', `/api/team/paths/${path.id}`, member)).json()).toEqual(path);
    expect((await call('GET', '/api/team/paths', otherMember)).json<TeamPath[]>()).toEqual([]);
    const check = responseValidator((await call('GET', '/api/openapi.json', null)).json());
    expect(check.errors('POST', '/api/team/paths', 201, path)).toBeNull();
    expect(check.errors('GET', '/api/team/paths', 200, list)).toBeNull();
  });

  it('passes a step within the attempt limit, gives medals by best score, completes the path', async () => {
    const path = await createPath();
    // member: venue 60 then 92 (2 attempts, passed, gold); florals 79, 85 (passed at the 2nd, silver)
    await practise(member, VENUE, LATER(1), 60);
    await practise(member, VENUE, LATER(2), 92);
    await practise(member, FLORALS, LATER(3), 79);
    await practise(member, FLORALS, LATER(4), 85);
    // member2: venue 50, 55, then 99 on a third attempt the limit of 2 does not count
    await practise(member2, VENUE, LATER(1), 50);
    await practise(member2, VENUE, LATER(2), 55);
    await practise(member2, VENUE, LATER(3), 99);
    // a session before the path was set does not count
    await practise(member2, FLORALS, new Date(NOW.getTime() - 3_600_000), 95);

    const own = await call('GET', `/api/team/paths/${path.id}/progress`, member);
    expect(own.statusCode, own.body).toBe(200);
    const mine = own.json<PathProgress>();
    expect(mine.members).toHaveLength(1);
    expect(mine.members[0]).toMatchObject({
      userId: member.user.id,
      status: 'complete',
      stepsPassed: 2,
      medal: 'silver',
    });
    expect(mine.members[0]!.steps.map((s) => [s.status, s.bestScore, s.medal, s.attempts])).toEqual([
      ['passed', 92, 'gold', 2],
      ['passed', 85, 'silver', 2],
    ]);

    const all = (await call('GET', `/api/team/paths/${path.id}/progress`, manager)).json<PathProgress>();
    expect(all.members.map((m) => m.userId)).toEqual([owner, manager, member, member2].map((p) => p.user.id));
    const second = all.members.find((m) => m.userId === member2.user.id)!;
    expect(second).toMatchObject({ status: 'in_progress', stepsPassed: 0, medal: null });
    expect(second.steps[0]).toMatchObject({
      status: 'failed',
      bestScore: 55,
      medal: 'bronze',
      attemptsLeft: 0,
    });
    expect(second.steps[1]).toMatchObject({ status: 'not_started', attempts: 0, bestScore: null });
    const check = responseValidator((await call('GET', '/api/openapi.json', null)).json());
    expect(check.errors('GET', '/api/team/paths/{id}/progress', 200, all)).toBeNull();

    // the matrix shows each person's status and medal on each path
    const matrixRes = await call('GET', '/api/team/paths/matrix', manager);
    expect(matrixRes.statusCode, matrixRes.body).toBe(200);
    const matrix = matrixRes.json<PathMatrix>();
    const col = matrix.paths.findIndex((p) => p.id === path.id);
    const cell = (who: Person) => matrix.members.find((m) => m.userId === who.user.id)!.cells[col];
    expect(cell(member)).toEqual({ pathId: path.id, status: 'complete', stepsPassed: 2, medal: 'silver' });
    expect(cell(member2)).toMatchObject({ status: 'in_progress', medal: null });
    expect(check.errors('GET', '/api/team/paths/matrix', 200, matrix)).toBeNull();

    // the certificate: the member's own, and their lead's with userId; none before completion
    const pdf = await call('GET', `/api/team/paths/${path.id}/certificate`, member);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forLead = await call(
      'GET',
      `/api/team/paths/${path.id}/certificate?userId=${member.user.id}`,
      manager,
    );
    expect(forLead.statusCode).toBe(200);
    const notYet = await call('GET', `/api/team/paths/${path.id}/certificate`, member2);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toEqual({ message: TEAM_PATH_TEXTS.notCertified });
    // a member may not ask for a teammate's certificate
    const teammate = await call(
      'GET',
      `/api/team/paths/${path.id}/certificate?userId=${member.user.id}`,
      member2,
    );
    expect(teammate.statusCode).toBe(404);
    const bad = await call('GET', `/api/team/paths/${path.id}/certificate?userId=nobody`, manager);
    expect(bad.statusCode).toBe(400);
  });

  it('counts attempts started by the due date only', async () => {
    const path = await createPath(pathBody({ steps: [step(VENUE, { dueDate: '2026-03-03' })] }));
    // the owner has practised nothing else: one attempt on the day, one the day after
    await practise(owner, VENUE, new Date('2026-03-03T20:00:00Z'), 40);
    await practise(owner, VENUE, new Date('2026-03-04T09:00:00Z'), 95);
    const progress = (await call('GET', `/api/team/paths/${path.id}/progress`, owner)).json<PathProgress>();
    const ownerRow = progress.members.find((m) => m.userId === owner.user.id)!;
    expect(ownerRow.steps[0]).toMatchObject({
      status: 'in_progress',
      attempts: 1,
      bestScore: 40,
      medal: null,
    });
  });

  it('exports the matrix as CSV with names escaped against formulas', async () => {
    await updateUser(t.ctx.db, member2.user.id, { name: '=HYPERLINK("http://evil.example","x")' }, NOW);
    const path = await createPath(pathBody({ name: '+Gold "standard", 2026' }));
    const res = await call('GET', '/api/team/paths/matrix.csv', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ringready-certification-2026-03-02.csv"',
    );
    expect(res.body).toContain(`"'+Gold ""standard"", 2026","'+Gold ""standard"", 2026 medal"`);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(res.body).toContain('"Not started (0/2)",""');
    expect(path.name).toBe('+Gold "standard", 2026');
  });

  it('renames, replaces steps, and deletes (gone from lists and the matrix)', async () => {
    const path = await createPath();
    const renamed = await call('PATCH', `/api/team/paths/${path.id}`, manager, { name: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TeamPath>()).toMatchObject({ name: 'Renamed', steps: path.steps });
    const restepped = await call('PATCH', `/api/team/paths/${path.id}`, owner, { steps: [step(FLORALS)] });
    expect(restepped.json<TeamPath>().steps.map((s) => s.scenarioId)).toEqual([FLORALS]);
    expect((await call('DELETE', `/api/team/paths/${path.id}`, manager)).statusCode).toBe(204);
    expect((await call('GET', `/api/team/paths/${path.id}`, manager)).statusCode).toBe(404);
    const matrix = (await call('GET', '/api/team/paths/matrix', manager)).json<PathMatrix>();
    expect(matrix.paths.some((p) => p.id === path.id)).toBe(false);
    expect((await call('DELETE', `/api/team/paths/${path.id}`, manager)).statusCode).toBe(404);
  });
});
