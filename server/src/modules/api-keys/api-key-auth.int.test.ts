import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_KEY_REQUESTS_PER_MINUTE, API_KEY_TEXTS, type ApiKeySummary } from '@ringready/core/api-access';
import { apiKeys, sessions, subscriptions } from '../../db/schema.ts';
import { bearer, createApiKeyTestApp } from '../../../test-support/api-key-test-kit.ts';

let t: Awaited<ReturnType<typeof createApiKeyTestApp>>;
beforeAll(async () => {
  t = await createApiKeyTestApp();
});
afterAll(() => t.close());

function multipart(fileName: string, content: string) {
  const boundary = `----rr${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="${fileName}"\r\n` +
      `Content-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('authenticating with a key', () => {
  it('reads the owner’s data within its scopes, and nothing outside the routes keys may call', async () => {
    const owner = await t.master();
    const own = await t.addSession(owner.user.id);
    const { key } = await t.createKey(owner, { name: 'reader', scopes: ['sessions:read'] });

    const list = await t.call('GET', '/api/sessions', bearer(key));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { id: string }) => s.id)).toEqual([own]);
    expect((await t.call('GET', `/api/sessions/${own}`, bearer(key))).json().id).toBe(own);

    const report = await t.call('GET', `/api/sessions/${own}/report`, bearer(key));
    expect(report.statusCode).toBe(403);
    expect(report.json().message).toBe(API_KEY_TEXTS.missingScope('reports:read'));
    for (const [method, url] of [
      ['GET', '/api/keys'],
      ['POST', '/api/keys'],
      ['GET', '/api/billing'],
      ['POST', '/api/user/password'],
      ['POST', '/api/auth/logout'],
    ] as const) {
      const res = await t.call(method, url, bearer(key), {});
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(API_KEY_TEXTS.routeNotAllowed);
    }
    // the key still works: logging out through it was refused
    expect((await t.call('GET', '/api/sessions', bearer(key))).statusCode).toBe(200);
  });

  it("answers 404 for another person's session, as for a session that does not exist", async () => {
    const owner = await t.master();
    const other = await t.master();
    const theirs = await t.addSession(other.user.id);
    const { key } = await t.createKey(owner, { name: 'r', scopes: ['sessions:read', 'reports:read'] });
    for (const url of [`/api/sessions/${theirs}`, `/api/sessions/${theirs}/report`]) {
      const res = await t.call('GET', url, bearer(key));
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers 401 for an unknown, revoked or expired key', async () => {
    const owner = await t.master();
    const unknown = await t.call('GET', '/api/sessions', bearer(`rr_live_${'A'.repeat(43)}`));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(API_KEY_TEXTS.invalidKey);

    const revoked = await t.createKey(owner, { name: 'r', scopes: ['sessions:read'] });
    expect((await t.call('GET', '/api/sessions', bearer(revoked.key))).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/keys/${revoked.id}`, owner.auth)).statusCode).toBe(204);
    expect((await t.call('GET', '/api/sessions', bearer(revoked.key))).statusCode).toBe(401);
    const listed = (await t.call('GET', '/api/keys', owner.auth)).json<ApiKeySummary[]>();
    expect(listed.find((k) => k.id === revoked.id)?.revokedAt).not.toBeNull();

    const expiresAt = new Date(t.now().getTime() + 60 * 60_000).toISOString();
    const expiring = await t.createKey(owner, { name: 'e', scopes: ['sessions:read'], expiresAt });
    expect(expiring.expiresAt).toBe(expiresAt);
    expect((await t.call('GET', '/api/sessions', bearer(expiring.key))).statusCode).toBe(200);
    t.clock.offsetMs += 61 * 60_000;
    try {
      expect((await t.call('GET', '/api/sessions', bearer(expiring.key))).statusCode).toBe(401);
    } finally {
      t.clock.offsetMs -= 61 * 60_000;
    }
  });

  it('refuses a key once its owner is no longer on the Master plan', async () => {
    const owner = await t.master();
    const { key } = await t.createKey(owner, { name: 'r', scopes: ['sessions:read'] });
    await t.ctx.db
      .update(subscriptions)
      .set({ tier: 'tier2' })
      .where(eq(subscriptions.userId, owner.user.id));
    const res = await t.call('GET', '/api/sessions', bearer(key));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_KEY_TEXTS.planEnded);
  });

  it("cannot revoke another person's key (404), which keeps working", async () => {
    const owner = await t.master();
    const other = await t.master();
    const theirs = await t.createKey(other, { name: 'theirs', scopes: ['sessions:read'] });
    expect((await t.call('DELETE', `/api/keys/${theirs.id}`, owner.auth)).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/keys/not-a-uuid', owner.auth)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/sessions', bearer(theirs.key))).statusCode).toBe(200);
  });

  it('records the last use at most once a minute', async () => {
    const owner = await t.master();
    const created = await t.createKey(owner, { name: 'r', scopes: ['sessions:read'] });
    const lastUsed = async () =>
      (await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    t.clock.frozen = new Date(t.now().getTime());
    try {
      const first = t.clock.frozen;
      await t.call('GET', '/api/sessions', bearer(created.key));
      expect((await lastUsed())?.getTime()).toBe(first.getTime());
      t.clock.frozen = new Date(first.getTime() + 30_000);
      await t.call('GET', '/api/sessions', bearer(created.key));
      expect((await lastUsed())?.getTime()).toBe(first.getTime());
      t.clock.frozen = new Date(first.getTime() + 61_000);
      await t.call('GET', '/api/sessions', bearer(created.key));
      expect((await lastUsed())?.getTime()).toBe(first.getTime() + 61_000);
    } finally {
      t.clock.frozen = null;
    }
  });

  it(`limits each key to ${API_KEY_REQUESTS_PER_MINUTE} requests a minute, then 429 with Retry-After`, async () => {
    const owner = await t.master();
    const { key } = await t.createKey(owner, { name: 'busy', scopes: ['sessions:read'] });
    const other = await t.createKey(owner, { name: 'calm', scopes: ['sessions:read'] });
    // 20 seconds into a minute: the window ends in 40 seconds
    t.clock.frozen = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 20_000);
    try {
      for (let i = 0; i < API_KEY_REQUESTS_PER_MINUTE; i++)
        expect((await t.call('GET', '/api/sessions', bearer(key))).statusCode).toBe(200);
      const limited = await t.call('GET', '/api/sessions', bearer(key));
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('40');
      expect(limited.json().message).toBe(API_KEY_TEXTS.rateLimited(40));
      // another key of the same person has its own budget; the session token is not limited by it
      expect((await t.call('GET', '/api/sessions', bearer(other.key))).statusCode).toBe(200);
      expect((await t.call('GET', '/api/sessions', owner.auth)).statusCode).toBe(200);
      t.clock.frozen = new Date(t.clock.frozen.getTime() + 40_000);
      expect((await t.call('GET', '/api/sessions', bearer(key))).statusCode).toBe(200);
    } finally {
      t.clock.frozen = null;
    }
  });

  it('uploads a call with an uploads:write key, and not without that scope', async () => {
    const owner = await t.master();
    const writer = await t.createKey(owner, { name: 'w', scopes: ['uploads:write', 'sessions:read'] });
    const reader = await t.createKey(owner, { name: 'r', scopes: ['sessions:read'] });
    const transcript =
      'Salesperson: Hi, thanks for calling!\nClient: Hello, we are getting married in June.\n';
    const send = (key: string) => {
      const m = multipart('call.txt', transcript);
      return t.app.inject({
        method: 'POST',
        url: '/api/sessions/upload',
        payload: m.payload,
        headers: { ...bearer(key), ...m.headers },
      });
    };
    const refused = await send(reader.key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(API_KEY_TEXTS.missingScope('uploads:write'));
    const res = await send(writer.key);
    expect(res.statusCode, res.body).toBe(202);
    const { sessionId } = res.json();
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row).toMatchObject({ userId: owner.user.id, type: 'upload', fileName: 'call.txt' });
  });

  it('never writes the key to the log, but names its id and prefix', async () => {
    const owner = await t.master();
    const created = await t.createKey(owner, { name: 'logged', scopes: ['sessions:read'] });
    const from = t.lines.length;
    await t.call('GET', '/api/sessions', bearer(created.key));
    await t.call('GET', '/api/billing', bearer(created.key));
    const written = t.lines.slice(from);
    expect(written.length).toBeGreaterThan(2);
    expect(t.lines.some((l) => l.includes(created.key))).toBe(false);
    expect(t.lines.some((l) => l.includes(created.key.slice(12)))).toBe(false);
    const entries = written.map((l) => JSON.parse(l));
    const completed = entries.filter((e) => e.msg === 'request completed');
    expect(completed.map((e) => [e.apiKeyId, e.apiKeyPrefix, e.res.statusCode])).toEqual([
      [created.id, created.prefix, 200],
      [created.id, created.prefix, 403],
    ]);
  });

  it('drops keys and authorization headers that code might log', () => {
    const secret = `rr_live_${'S'.repeat(43)}`;
    t.ctx.log.info(
      { key: secret, created: { key: secret }, headers: { authorization: `Bearer ${secret}` } },
      'careless',
    );
    expect(t.lines.at(-1)).toContain('careless');
    expect(t.lines.at(-1)).not.toContain(secret);
  });
});
