import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema.ts';
import { emailsTo, jobsSettled } from '../../../test-support/outbox.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { MAX_FAILURES_PER_EMAIL, THROTTLED_MESSAGE } from './login-throttle.ts';
import { PASSWORD_RESET, PASSWORD_RESET_JOB, REMEMBER_ME_TTL_MS, SESSION_TTL_MS } from './auth-service.ts';

/** the app's clock runs with real time plus this offset */
let offset = 0;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + offset) });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('authentication', () => {
  it('logs in with the right password and returns the user with plan and usage', async () => {
    const s = await signUpAndLogin(t.app, { plan: 'tier1' });
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(s.user.email).toBe(s.email);
    expect(s.user.subscription).toMatchObject({
      tier: 'tier1',
      practiceMinutesLimit: 60,
      realCallAnalysesLimit: 3,
    });
    expect(s.user.currentUsage).toEqual({ practiceMinutesUsed: 0, realCallAnalysesUsed: 0 });
    const res = await get('/api/auth/validate', s.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(s.email);
  });

  it('stores only a hash of the token', async () => {
    const s = await signUpAndLogin(t.app);
    const rows = await t.ctx.db.query.authTokens.findMany();
    expect(rows.some((r) => r.tokenHash === s.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('rejects a wrong password and an unknown e-mail with the same 401 message', async () => {
    const s = await signUpAndLogin(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.email, password: 'wrong-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('validates the login body with the spec messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toEqual(expect.any(String));
  });

  it('answers 401 JSON without a token, with a malformed, a revoked or an expired token', async () => {
    expect((await get('/api/user')).statusCode).toBe(401);
    expect((await get('/api/user', { authorization: 'Bearer nope' })).json()).toEqual({
      message: 'Authentication required',
    });
    expect((await get('/api/sessions', { authorization: 'Basic abc' })).statusCode).toBe(401);

    const s = await signUpAndLogin(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: s.auth })).statusCode,
    ).toBe(204);
    const revoked = await get('/api/user', s.auth);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('Authentication required');

    const e = await signUpAndLogin(t.app);
    expect((await get('/api/user', e.auth)).statusCode).toBe(200);
    offset = SESSION_TTL_MS + 1000;
    try {
      expect((await get('/api/user', e.auth)).statusCode).toBe(401);
    } finally {
      offset = 0;
    }
  });

  it('keeps a remember-me token for 30 days', async () => {
    const s = await signUpAndLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.email, password: s.password, rememberMe: true },
    });
    const auth = { authorization: `Bearer ${res.json().token}` };
    offset = SESSION_TTL_MS * 2;
    try {
      expect((await get('/api/user', auth)).statusCode).toBe(200);
      offset = REMEMBER_ME_TTL_MS + 1000;
      expect((await get('/api/user', auth)).statusCode).toBe(401);
    } finally {
      offset = 0;
    }
  });

  it('rate-limits the 11th wrong password in a row for an e-mail with 429', async () => {
    const s = await signUpAndLogin(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL + 1; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: s.email, password: `wrong-${i}-password` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBe(THROTTLED_MESSAGE);
    }
    expect(statuses.slice(0, MAX_FAILURES_PER_EMAIL).every((c) => c === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // even the right password is refused while throttled
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.email, password: s.password },
    });
    expect(right.statusCode).toBe(429);
    // and the window passes
    offset = 16 * 60 * 1000;
    try {
      const later = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: s.email, password: s.password },
      });
      expect(later.statusCode).toBe(200);
    } finally {
      offset = 0;
    }
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses and e-mails a one-time link that resets the password', async () => {
    const s = await signUpAndLogin(t.app);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.com' },
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: s.email.toUpperCase() },
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    await jobsSettled(t.ctx.db, PASSWORD_RESET_JOB);
    const mails = await emailsTo(t.ctx.db, s.email);
    expect(mails).toHaveLength(1);
    expect(
      await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'ghost@example.com')),
    ).toHaveLength(0);
    const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.textBody);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(ok.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'another-password-1' },
    });
    expect(again.statusCode).toBe(400);

    expect((await get('/api/user', s.auth)).statusCode).toBe(401); // old sessions signed out
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.email, password: 'a-brand-new-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('signs out every session of the account on a reset, and says so', async () => {
    const s = await signUpAndLogin(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.email, password: s.password },
    });
    const otherAuth = { authorization: `Bearer ${login.json().token}` };
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: s.email } });
    const [mail] = await emailsTo(t.ctx.db, s.email);
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail!.textBody)![1]!);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-reset-password-2' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET });
    expect(PASSWORD_RESET).toContain('has been reset');
    expect(PASSWORD_RESET).toContain('signed out everywhere else');
    expect((await get('/api/user', s.auth)).statusCode).toBe(401);
    expect((await get('/api/user', otherAuth)).statusCode).toBe(401);
  });

  it('sends at most three reset e-mails per hour to one address', async () => {
    const s = await signUpAndLogin(t.app);
    for (let i = 0; i < 5; i++)
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: s.email } });
    await jobsSettled(t.ctx.db, PASSWORD_RESET_JOB);
    expect(
      await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, s.email)),
    ).toHaveLength(3);
  });
});

describe('profile', () => {
  it('renames the user and validates the name', async () => {
    const s = await signUpAndLogin(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: s.auth,
      payload: { name: '  Ada Lovelace ' },
    });
    expect(res.json().name).toBe('Ada Lovelace');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: s.auth,
      payload: { name: '   ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter your name');
  });

  it('changes the password only with the current one, keeps this session and ends the others', async () => {
    const s = await signUpAndLogin(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.email, password: s.password },
    });
    const otherAuth = { authorization: `Bearer ${other.json().token}` };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: s.auth,
      payload: { currentPassword: 'nope-nope', newPassword: 'new-password-9' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: s.auth,
      payload: { currentPassword: s.password, newPassword: 'new-password-9' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await get('/api/user', s.auth)).statusCode).toBe(200);
    expect((await get('/api/user', otherAuth)).statusCode).toBe(401);
  });
});
