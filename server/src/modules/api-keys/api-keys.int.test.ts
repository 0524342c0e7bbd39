import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_KEY_TEXTS, MAX_ACTIVE_API_KEYS, type ApiKeySummary } from '@ringready/core/api-access';
import { apiKeys } from '../../db/schema.ts';
import { signUpAndLogin } from '../../../test-support/test-app.ts';
import { teamKit } from '../../../test-support/team-test-kit.ts';
import { bearer, createApiKeyTestApp } from '../../../test-support/api-key-test-kit.ts';

let t: Awaited<ReturnType<typeof createApiKeyTestApp>>;
beforeAll(async () => {
  t = await createApiKeyTestApp();
});
afterAll(() => t.close());

describe('creating and listing keys', () => {
  it('shows a Master user the whole key once and stores only its SHA-256', async () => {
    const owner = await t.master();
    const created = await t.createKey(owner, {
      name: ' CRM sync ',
      scopes: ['sessions:read', 'sessions:read'],
    });
    expect(created.key).toMatch(/^rr_live_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'CRM sync',
      scopes: ['sessions:read'],
      team: false,
      revokedAt: null,
    });
    expect(created.prefix).toBe(created.key.slice(0, 12));

    const [row] = await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await t.call('GET', '/api/keys', owner.auth);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json<ApiKeySummary[]>().map((k) => [k.id, k.prefix])).toEqual([[created.id, created.prefix]]);
    expect(list.json<ApiKeySummary[]>()[0]).not.toHaveProperty('key');
  });

  it('refuses a user whose plan is not Master with 403 and a clear message', async () => {
    const pro = await signUpAndLogin(t.app, { plan: 'tier2' });
    const res = await t.call('POST', '/api/keys', pro.auth, { name: 'x', scopes: ['sessions:read'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_KEY_TEXTS.masterOnly);
    expect(await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, pro.user.id))).toHaveLength(0);
  });

  it('validates the name, scopes, expiry and team flag', async () => {
    const owner = await t.master();
    const post = (body: object) => t.call('POST', '/api/keys', owner.auth, body);
    const past = new Date(t.now().getTime() - 60_000).toISOString();
    const cases: Array<[object, number, string | RegExp]> = [
      [{ scopes: ['sessions:read'] }, 400, 'name is required'],
      [{ name: 'x', scopes: [] }, 400, 'Choose at least one scope'],
      [{ name: 'x', scopes: ['billing:write'] }, 400, /^Scopes must be among/],
      [{ name: 'x', scopes: ['sessions:read'], expiresAt: 'tomorrow' }, 400, /ISO date-time/],
      [{ name: 'x', scopes: ['sessions:read'], expiresAt: past }, 400, API_KEY_TEXTS.expiryInPast],
      [{ name: 'x', scopes: ['team:read'] }, 400, API_KEY_TEXTS.teamScopeNeedsTeamKey],
      [{ name: 'x', scopes: ['team:read'], team: true }, 403, API_KEY_TEXTS.teamAdminOnly],
      [{ name: 'x', scopes: ['sessions:read'], extra: 1 }, 400, /.+/],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, owner.user.id))).toHaveLength(0);
  });

  it(`allows at most ${MAX_ACTIVE_API_KEYS} active keys; a revoked one frees a place`, async () => {
    const owner = await t.master();
    const ids: string[] = [];
    for (let i = 0; i < MAX_ACTIVE_API_KEYS; i++)
      ids.push((await t.createKey(owner, { name: `k${i}`, scopes: ['sessions:read'] })).id);
    const over = await t.call('POST', '/api/keys', owner.auth, {
      name: 'one more',
      scopes: ['sessions:read'],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(API_KEY_TEXTS.tooManyKeys);
    expect((await t.call('DELETE', `/api/keys/${ids[0]}`, owner.auth)).statusCode).toBe(204);
    await t.createKey(owner, { name: 'one more', scopes: ['sessions:read'] });
  });
});

describe('team keys', () => {
  it("a team admin's team key reads the team; a personal key and a member cannot", async () => {
    const kit = teamKit(t);
    const admin = await kit.teamOwner();
    const member = await kit.join(admin);
    const memberSession = await t.addSession(member.user.id);

    const teamKey = await t.createKey(admin, {
      name: 'team',
      scopes: ['team:read', 'sessions:read'],
      team: true,
    });
    expect(teamKey.team).toBe(true);
    const personal = await t.createKey(admin, { name: 'mine', scopes: ['sessions:read'] });
    const personalWithTeam = await t.call('POST', '/api/keys', admin.auth, {
      name: 'p',
      scopes: ['team:read'],
    });
    expect(personalWithTeam.statusCode).toBe(400);

    for (const url of ['/api/team', '/api/team/stats', `/api/team/members/${member.user.id}/sessions`]) {
      const res = await t.call('GET', url, bearer(teamKey.key));
      expect(res.statusCode, url).toBe(200);
    }
    expect((await t.call('GET', '/api/team', bearer(teamKey.key))).json().id).toBe(admin.team.id);
    // the team key reads a member's session like its creator; a personal key of the same admin does not
    expect((await t.call('GET', `/api/sessions/${memberSession}`, bearer(teamKey.key))).statusCode).toBe(200);
    expect((await t.call('GET', `/api/sessions/${memberSession}`, bearer(personal.key))).statusCode).toBe(
      404,
    );

    const withPersonal = await t.call('GET', '/api/team', bearer(personal.key));
    expect(withPersonal.statusCode).toBe(403);
    expect(withPersonal.json().message).toBe(API_KEY_TEXTS.missingScope('team:read'));

    const refused = await t.call('POST', '/api/keys', member.auth, {
      name: 'member team key',
      scopes: ['team:read'],
      team: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(API_KEY_TEXTS.teamAdminOnly);
  });

  it('refuses a personal key holding team:read on team routes', async () => {
    const kit = teamKit(t);
    const admin = await kit.teamOwner();
    const created = await t.createKey(admin, { name: 'team', scopes: ['team:read'], team: true });
    // a key row made personal behind the service's back still cannot read the team
    await t.ctx.db.update(apiKeys).set({ teamId: null }).where(eq(apiKeys.id, created.id));
    const res = await t.call('GET', '/api/team/stats', bearer(created.key));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_KEY_TEXTS.personalKeyOnTeamRoute);
  });
});
