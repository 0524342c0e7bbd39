import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_SEAT_LIMIT, type Team, type TeamMember } from '@ringready/core/team';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { NO_TEAM } from '../access/index.ts';
import { teamKit } from '../../../test-support/team-test-kit.ts';
import { TEAM_TEXTS } from './team-texts.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = teamKit(t);
});
afterAll(() => t.close());

const role = async (who: { auth: Record<string, string> }) =>
  (await t.app.inject({ url: '/api/user', headers: who.auth })).json().role;

describe('creating a team', () => {
  it('makes the Master caller its admin and first seat', async () => {
    const owner = await signUpAndLogin(t.app, { plan: 'tier3' });
    expect((await kit.call('GET', '/api/team', owner)).json()).toEqual({ message: NO_TEAM });
    const res = await kit.call('POST', '/api/team', owner, { name: '  Bloom & Co  ' });
    expect(res.statusCode, res.body).toBe(201);
    const team = res.json<Team>();
    expect(team).toMatchObject({
      name: 'Bloom & Co',
      role: 'admin',
      seats: 1,
      seatLimit: TEAM_SEAT_LIMIT,
      invitations: [],
    });
    expect(team.members).toEqual([
      expect.objectContaining({
        userId: owner.user.id,
        email: owner.email,
        name: owner.user.name,
        role: 'admin',
        totalSessions: 0,
        averageScore: null,
      }),
    ]);
    expect((await kit.call('GET', '/api/team', owner)).json()).toEqual(team);
    expect(await role(owner)).toBe('admin');

    const again = await kit.call('POST', '/api/team', owner, { name: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TEAM_TEXTS.alreadyInTeam);
  });

  it('needs Master, a name, and one team per person (also when two requests race)', async () => {
    for (const plan of ['tier2', null] as const) {
      const s = await signUpAndLogin(t.app, { plan });
      const res = await kit.call('POST', '/api/team', s, { name: 'Team' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Available on Master');
    }
    const owner = await signUpAndLogin(t.app, { plan: 'tier3' });
    expect((await kit.call('POST', '/api/team', owner, { name: '   ' })).json()).toEqual({
      message: 'Please enter a team name',
    });
    expect((await kit.call('POST', '/api/team', owner, { name: 'x'.repeat(81) })).statusCode).toBe(400);
    const racing = await Promise.all([
      kit.call('POST', '/api/team', owner, { name: 'One' }),
      kit.call('POST', '/api/team', owner, { name: 'Two' }),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const member = await kit.join(owner);
    const own = await kit.call('POST', '/api/team', member, { name: 'Mine' });
    expect(own.statusCode).toBe(409);
  });
});

describe('seeing the team', () => {
  it('shows leads every member and the pending invitations, a member only themself', async () => {
    const owner = await kit.teamOwner();
    const manager = await kit.join(owner, 'manager');
    const member = await kit.join(owner);
    const pending = kit.newEmail();
    await kit.call('POST', '/api/team/invitations', manager, { email: pending });

    for (const lead of [owner, manager]) {
      const team = (await kit.call('GET', '/api/team', lead)).json<Team>();
      expect(team.members.map((m) => [m.userId, m.role])).toEqual([
        [owner.user.id, 'admin'],
        [manager.user.id, 'manager'],
        [member.user.id, 'member'],
      ]);
      expect(team.invitations.map((i) => i.email)).toEqual([pending]);
      expect(team.seats).toBe(3);
    }
    const own = (await kit.call('GET', '/api/team', member)).json<Team>();
    expect(own).toMatchObject({ id: owner.team.id, name: owner.team.name, role: 'member', invitations: [] });
    expect(own.members.map((m) => m.userId)).toEqual([member.user.id]);
    expect(await role(manager)).toBe('manager');
    expect(await role(member)).toBe('member');
  });
});

describe('roles', () => {
  it('lets the admin make a member a manager and back; the owner stays admin', async () => {
    const owner = await kit.teamOwner();
    const member = await kit.join(owner);
    const url = `/api/team/members/${member.user.id}`;
    const res = await kit.call('PATCH', url, owner, { role: 'manager' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeamMember>()).toMatchObject({ userId: member.user.id, role: 'manager' });
    expect(await role(member)).toBe('manager');
    expect((await kit.call('GET', '/api/team', member)).json<Team>().members).toHaveLength(2);
    await kit.call('PATCH', url, owner, { role: 'member' });
    expect(await role(member)).toBe('member');

    const self = await kit.call('PATCH', `/api/team/members/${owner.user.id}`, owner, { role: 'member' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(TEAM_TEXTS.ownerStaysAdmin);
    expect((await kit.call('PATCH', url, owner, { role: 'admin' })).json()).toEqual({
      message: 'role must be member or manager',
    });
    for (const id of ['not-a-uuid', randomUUID()])
      expect((await kit.call('PATCH', `/api/team/members/${id}`, owner, { role: 'manager' })).json()).toEqual(
        {
          message: TEAM_TEXTS.memberNotFound,
        },
      );
  });
});

describe('removing and leaving', () => {
  it('removes a member, never the owner: the seat goes and the person keeps their account', async () => {
    const owner = await kit.teamOwner();
    const member = await kit.join(owner, 'manager');
    expect((await kit.call('GET', '/api/team', owner)).json<Team>().seats).toBe(2);
    const self = await kit.call('DELETE', `/api/team/members/${owner.user.id}`, owner);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(TEAM_TEXTS.ownerCannotBeRemoved);

    const url = `/api/team/members/${member.user.id}`;
    expect((await kit.call('DELETE', url, owner)).statusCode).toBe(204);
    expect((await kit.call('DELETE', url, owner)).statusCode).toBe(404);
    const team = (await kit.call('GET', '/api/team', owner)).json<Team>();
    expect(team.members.map((m) => m.userId)).toEqual([owner.user.id]);
    expect(team.seats).toBe(1);
    expect((await kit.call('GET', '/api/team', member)).statusCode).toBe(404);
    const me = await t.app.inject({ url: '/api/user', headers: member.auth });
    expect(me.json()).toMatchObject({ email: member.email, role: 'member' });
  });

  it('lets a member leave, but not the owner', async () => {
    const owner = await kit.teamOwner();
    const member = await kit.join(owner);
    const stay = await kit.call('POST', '/api/team/leave', owner);
    expect(stay.statusCode).toBe(400);
    expect(stay.json().message).toBe(TEAM_TEXTS.ownerCannotLeave);
    expect((await kit.call('POST', '/api/team/leave', member)).statusCode).toBe(204);
    expect((await kit.call('POST', '/api/team/leave', member)).statusCode).toBe(404);
    expect((await kit.call('GET', '/api/team', owner)).json<Team>().seats).toBe(1);
  });
});

describe('who may use which team route', () => {
  it('answers 404 to a plain member and to another team, and 401 without a token', async () => {
    const owner = await kit.teamOwner();
    const member = await kit.join(owner);
    const manager = await kit.join(owner, 'manager');
    const other = await kit.teamOwner();
    const otherManager = await kit.join(other, 'manager');
    const outsider = await signUpAndLogin(t.app, { plan: 'tier3' });
    const invitation = (
      await kit.call('POST', '/api/team/invitations', owner, { email: kit.newEmail() })
    ).json<{ id: string }>();

    const adminRoutes = [
      ['PATCH', `/api/team/members/${manager.user.id}`, { role: 'member' }],
      ['DELETE', `/api/team/members/${manager.user.id}`, undefined],
      ['GET', `/api/team/members/${manager.user.id}/sessions`, undefined],
      ['DELETE', `/api/team/invitations/${invitation.id}`, undefined],
    ] as const;
    for (const who of [member, other, otherManager, outsider])
      for (const [method, url, payload] of adminRoutes)
        expect((await kit.call(method, url, who, payload)).statusCode, `${method} ${url}`).toBe(404);
    // a manager reads members but does not manage them
    for (const [method, url, payload] of adminRoutes.slice(0, 2))
      expect((await kit.call(method, url, manager, payload)).statusCode).toBe(404);
    for (const url of ['/api/team', '/api/team/leave'])
      expect((await kit.call(url === '/api/team' ? 'GET' : 'POST', url, outsider)).statusCode).toBe(404);

    const routes = [
      ['GET', '/api/team'],
      ['POST', '/api/team'],
      ['POST', '/api/team/leave'],
      ['POST', '/api/team/invitations'],
      ...adminRoutes.map(([method, url]) => [method, url] as const),
    ] as const;
    for (const [method, url] of routes) expect((await kit.call(method, url, null)).statusCode).toBe(401);

    // nothing changed
    const team = (await kit.call('GET', '/api/team', owner)).json<Team>();
    expect(team.members.map((m) => m.role)).toEqual(['admin', 'member', 'manager']);
    expect(team.invitations).toHaveLength(1);
  });
});
