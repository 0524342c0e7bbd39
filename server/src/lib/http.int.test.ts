import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAttempts, officeHourRegistrations, users } from '../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../test-support/test-app.ts';
import { NUL_MESSAGE } from './http.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('text with a NUL character', () => {
  it('is refused with 400 on the public auth routes, and no attempt is recorded', async () => {
    const s = await signUpAndLogin(t.app);
    const before = await t.ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, s.email));
    for (const [url, payload] of [
      ['/api/auth/login', { email: s.email, password: `${s.password}${NUL}` }],
      ['/api/auth/login', { email: s.email, password: 'whatever-1', extra: { deep: [`a${NUL}b`] } }],
      ['/api/auth/forgot-password', { email: s.email, [`k${NUL}`]: 'x' }],
      ['/api/auth/reset-password', { token: `abc${NUL}`, password: 'a-new-password' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toEqual({ message: NUL_MESSAGE });
    }
    const after = await t.ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, s.email));
    expect(after).toHaveLength(before.length);
  });

  it('is refused with 400 on signed-in routes, and nothing is stored', async () => {
    const s = await signUpAndLogin(t.app);
    const rename = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: s.auth,
      payload: { name: `Ada${NUL}Lovelace` },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual({ message: NUL_MESSAGE });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row!.name).toBe(s.user.name);

    const [hour] = (await t.app.inject({ url: '/api/office-hours', headers: s.auth })).json();
    const register = await t.app.inject({
      method: 'POST',
      url: `/api/office-hours/${hour.id}/registration`,
      headers: s.auth,
      payload: { note: `see you${NUL}` },
    });
    expect(register.statusCode).toBe(400);
    expect(
      await t.ctx.db
        .select()
        .from(officeHourRegistrations)
        .where(eq(officeHourRegistrations.userId, s.user.id)),
    ).toHaveLength(0);

    const password = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: s.auth,
      payload: { currentPassword: s.password, newPassword: `new-password${NUL}` },
    });
    expect(password.statusCode).toBe(400);
    const coaching = await t.app.inject({
      method: 'POST',
      url: '/api/coaching/analyze',
      headers: s.auth,
      payload: { messages: [{ role: 'user', text: `hello${NUL}` }] },
    });
    expect(coaching.statusCode).toBe(400);
    expect(coaching.json()).toEqual({ message: NUL_MESSAGE });
  });

  it('is refused in the query string too', async () => {
    const s = await signUpAndLogin(t.app);
    const res = await t.app.inject({ url: '/api/sessions?filter=a%00b', headers: s.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NUL_MESSAGE });
  });

  it('still accepts an escaped backslash followed by u0000, which is not a NUL', async () => {
    const s = await signUpAndLogin(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { ...s.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Back\\u0000slash' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Back\\u0000slash');
  });
});
