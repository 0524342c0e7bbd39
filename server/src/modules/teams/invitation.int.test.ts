import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_MESSAGE, type LoginResponse } from '@ringready/core/api';
import type { InvitationPreview, Team, TeamInvitation } from '@ringready/core/team';
import { outboxEmails, teamInvitations } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { INVITES_PER_HOUR, LOOKUPS_PER_MINUTE } from './invitation-service.ts';
import { teamKit } from '../../../test-support/team-test-kit.ts';
import { TEAM_TEXTS } from './team-texts.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SEATS = 4;
/** the app's clock runs with real time plus this offset */
let offset = 0;
let t: Awaited<ReturnType<typeof createTestApp>>;
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp({ teamSeatLimit: SEATS }, { now: () => new Date(Date.now() + offset) });
  kit = teamKit(t);
});
afterAll(() => t.close());

const lookup = (token: string) =>
  kit.call('POST', '/api/team/invitations/lookup', null, { token }, kit.nextAddress());
const accept = (token: string, who: { auth: Record<string, string> } | null, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/team/invitations/accept',
    headers: who?.auth ?? {},
    payload: { token, ...extra },
    remoteAddress: kit.nextAddress(),
  });
/** the clock offset that puts the app just past the start of the next rate-limit window */
const startOfNextWindow = (windowMs: number) => windowMs - (Date.now() % windowMs) + 1000;
const newAccount = { name: 'Nora Planner', password: 'a-good-password' };

describe('inviting', () => {
  it('e-mails a one-time link valid 7 days, stores only its hash and shows it pending', async () => {
    const owner = await kit.teamOwner('tier3', 'Bloom & Co');
    const email = kit.newEmail();
    const res = await kit.call('POST', '/api/team/invitations', owner, {
      email: `  ${email.toUpperCase()} `,
      role: 'manager',
    });
    expect(res.statusCode, res.body).toBe(201);
    const invitation = res.json<TeamInvitation>();
    expect(invitation).toMatchObject({ email, role: 'manager' });
    const expires = new Date(invitation.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(7 * DAY - 60_000);
    expect(expires).toBeLessThanOrEqual(7 * DAY);

    const [mail] = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    expect(mail!.subject).toContain('Bloom & Co');
    expect(mail!.textBody).toMatch(/http:\/\/localhost:3000\/join\?token=[A-Za-z0-9_-]{43,}/);
    const token = await kit.invitationToken(email);
    const rows = await t.ctx.db.select().from(teamInvitations);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);

    const team = (await kit.call('GET', '/api/team', owner)).json<Team>();
    expect(team.invitations).toEqual([invitation]);

    const preview = await lookup(token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<InvitationPreview>()).toEqual({
      teamName: 'Bloom & Co',
      invitedBy: owner.user.name,
      email,
      role: 'manager',
      accountExists: false,
      expiresAt: invitation.expiresAt,
    });
  });

  it('refuses someone already in a team and replaces a pending invitation of the same e-mail', async () => {
    const owner = await kit.teamOwner();
    const other = await kit.teamOwner();
    const member = await kit.join(owner);
    const inOther = await kit.call('POST', '/api/team/invitations', owner, { email: other.email });
    expect(inOther.statusCode).toBe(409);
    expect(inOther.json().message).toBe(TEAM_TEXTS.inviteeInTeam(other.email));
    const inOwn = await kit.call('POST', '/api/team/invitations', owner, { email: member.email });
    expect(inOwn.json()).toEqual({ message: TEAM_TEXTS.inviteeInYourTeam(member.email) });

    const email = kit.newEmail();
    await kit.call('POST', '/api/team/invitations', owner, { email });
    const first = await kit.invitationToken(email);
    const again = await kit.call('POST', '/api/team/invitations', owner, { email, role: 'manager' });
    expect(again.statusCode).toBe(201);
    expect((await lookup(first)).json()).toEqual({ message: TEAM_TEXTS.revokedLink });
    const team = (await kit.call('GET', '/api/team', owner)).json<Team>();
    expect(team.invitations.map((i) => [i.email, i.role])).toEqual([[email, 'manager']]);
  });

  it('validates the request and answers 404 to a plain member', async () => {
    const owner = await kit.teamOwner();
    const bad = await kit.call('POST', '/api/team/invitations', owner, { email: 'nope', role: 'member' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
    const admin = await kit.call('POST', '/api/team/invitations', owner, {
      email: kit.newEmail(),
      role: 'admin',
    });
    expect(admin.json()).toEqual({ message: 'role must be member or manager' });
    const member = await kit.join(owner);
    const res = await kit.call('POST', '/api/team/invitations', member, { email: kit.newEmail() });
    expect(res.statusCode).toBe(404);
  });
});

describe('accepting', () => {
  it('creates the account of a new e-mail, joins it and signs it in, once', async () => {
    const owner = await kit.teamOwner();
    const email = kit.newEmail();
    await kit.call('POST', '/api/team/invitations', owner, { email, role: 'manager' });
    const token = await kit.invitationToken(email);
    expect((await accept(token, null, { password: 'a-good-password' })).json()).toEqual({
      message: TEAM_TEXTS.nameRequired,
    });
    expect((await accept(token, null, { name: 'Nora' })).json()).toEqual({
      message: TEAM_TEXTS.passwordRequired,
    });
    expect((await accept(token, null, { name: 'Nora', password: 'short' })).json()).toEqual({
      message: PASSWORD_MESSAGE,
    });

    const res = await accept(token, null, newAccount);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<LoginResponse>();
    expect(body.user).toMatchObject({ email, name: 'Nora Planner', role: 'manager' });
    expect(body.user.subscription).toMatchObject({ planName: 'Master' });
    const me = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json()).toMatchObject({ email, role: 'manager' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: newAccount.password },
    });
    expect(login.statusCode).toBe(200);

    const again = await accept(token, null, newAccount);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(TEAM_TEXTS.usedLink);
    expect((await lookup(token)).statusCode).toBe(410);
    const team = (await kit.call('GET', '/api/team', owner)).json<Team>();
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'admin'],
      [email, 'manager'],
    ]);
    expect(team).toMatchObject({ seats: 2, invitations: [] });
  });

  it('lets an existing account join in one click, signed in as the invited e-mail only', async () => {
    const owner = await kit.teamOwner();
    const existing = await signUpAndLogin(t.app, { plan: null });
    const stranger = await signUpAndLogin(t.app);
    await kit.call('POST', '/api/team/invitations', owner, { email: existing.email });
    const token = await kit.invitationToken(existing.email);
    expect((await lookup(token)).json()).toMatchObject({ accountExists: true, role: 'member' });

    const anonymous = await accept(token, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(`Sign in as ${existing.email} to accept this invitation.`);
    const wrong = await accept(token, stranger);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(TEAM_TEXTS.signInAs(existing.email));

    const res = await accept(token, existing);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<LoginResponse>();
    expect(body.user).toMatchObject({ id: existing.user.id, role: 'member' });
    expect(body.token).not.toBe(existing.token);
    const team = await kit.call('GET', '/api/team', existing);
    expect(team.json()).toMatchObject({ role: 'member', members: [{ userId: existing.user.id }] });
  });

  it('refuses a person who joined another team since the invitation', async () => {
    const a = await kit.teamOwner();
    const b = await kit.teamOwner();
    const person = await signUpAndLogin(t.app, { plan: null });
    await kit.call('POST', '/api/team/invitations', a, { email: person.email });
    const tokenA = await kit.invitationToken(person.email);
    await kit.call('POST', '/api/team/invitations', b, { email: person.email });
    const tokenB = await kit.invitationToken(person.email);
    expect((await accept(tokenB, person)).statusCode).toBe(200);
    const res = await accept(tokenA, person);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TEAM_TEXTS.alreadyInTeam);
  });

  it('accepts once when two acceptances race', async () => {
    const owner = await kit.teamOwner();
    const email = kit.newEmail();
    await kit.call('POST', '/api/team/invitations', owner, { email });
    const token = await kit.invitationToken(email);
    const results = await Promise.all([accept(token, null, newAccount), accept(token, null, newAccount)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const team = (await kit.call('GET', '/api/team', owner)).json<Team>();
    expect(team.members).toHaveLength(2);
  });
});

describe('links that no longer work', () => {
  it('answers 404 to an unknown link and 410 to a withdrawn or expired one', async () => {
    expect((await lookup('x'.repeat(43))).json()).toEqual({ message: TEAM_TEXTS.invalidLink });
    expect((await accept('y'.repeat(43), null, newAccount)).statusCode).toBe(404);
    expect((await lookup('short')).statusCode).toBe(400);

    const owner = await kit.teamOwner();
    const other = await kit.teamOwner();
    const email = kit.newEmail();
    const invitation = (
      await kit.call('POST', '/api/team/invitations', owner, { email })
    ).json<TeamInvitation>();
    const token = await kit.invitationToken(email);
    const url = `/api/team/invitations/${invitation.id}`;
    expect((await kit.call('DELETE', url, other)).statusCode).toBe(404);
    expect((await kit.call('DELETE', url, owner)).statusCode).toBe(204);
    expect((await kit.call('DELETE', url, owner)).statusCode).toBe(404);
    expect((await lookup(token)).json()).toEqual({ message: TEAM_TEXTS.revokedLink });
    expect((await accept(token, null, newAccount)).statusCode).toBe(410);
    expect((await kit.call('GET', '/api/team', owner)).json<Team>().invitations).toEqual([]);

    const later = kit.newEmail();
    await kit.call('POST', '/api/team/invitations', owner, { email: later });
    const expiring = await kit.invitationToken(later);
    offset = 7 * DAY + 60_000;
    try {
      expect((await lookup(expiring)).json()).toEqual({ message: TEAM_TEXTS.expiredLink });
      const res = await accept(expiring, null, newAccount);
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(TEAM_TEXTS.expiredLink);
    } finally {
      offset = 0;
    }
  });
});

describe('seats and limits', () => {
  it('fills exactly the free seats when 10 invitations race, and answers the rest with 409', async () => {
    const owner = await kit.teamOwner();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        kit.call('POST', '/api/team/invitations', owner, { email: kit.newEmail() }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(SEATS - 1);
    expect(codes.filter((c) => c === 409)).toHaveLength(10 - (SEATS - 1));
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(TEAM_TEXTS.noSeats(SEATS));
    const team = (await kit.call('GET', '/api/team', owner)).json<Team>();
    expect(team.members.length + team.invitations.length).toBe(SEATS);
    expect(team.seatLimit).toBe(SEATS);
  });

  it(`allows ${INVITES_PER_HOUR} invitations per person and hour`, async () => {
    const owner = await kit.teamOwner();
    offset = startOfNextWindow(HOUR);
    try {
      for (let i = 0; i < INVITES_PER_HOUR; i++)
        expect((await kit.call('POST', '/api/team/invitations', owner, { email: 'x' })).statusCode).toBe(400);
      const res = await kit.call('POST', '/api/team/invitations', owner, { email: kit.newEmail() });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(TEAM_TEXTS.tooManyInvitations);
    } finally {
      offset = 0;
    }
  });

  it(`allows ${LOOKUPS_PER_MINUTE} link lookups per client address and minute`, async () => {
    const lookupFrom = () =>
      kit.call('POST', '/api/team/invitations/lookup', null, { token: 'z'.repeat(43) }, '10.250.0.1');
    offset = startOfNextWindow(60_000);
    try {
      for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) expect((await lookupFrom()).statusCode).toBe(404);
      expect((await lookupFrom()).statusCode).toBe(429);
    } finally {
      offset = 0;
    }
  });
});
