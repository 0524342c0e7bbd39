import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Secrets from '../../lib/secrets.ts';
import { emailsTo } from '../../../test-support/outbox.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';

/** Counts password hashings (the costly step an attacker could make the server repeat). */
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/secrets.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Secrets>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashes.count++;
      return real.hashPassword(password);
    },
  };
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reset = (token: string, password = 'a-new-password-1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

describe('password reset', () => {
  it('checks the token before hashing: a fake token costs no hashing', async () => {
    const before = hashes.count;
    for (let i = 0; i < 5; i++) {
      const res = await reset(`fake-token-${i}-${'x'.repeat(30)}`);
      expect(res.statusCode).toBe(400);
    }
    expect(hashes.count).toBe(before);
  });

  it('hashes once for a real token, and the token then is spent', async () => {
    const s = await signUpAndLogin(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: s.email } });
    const [mail] = await emailsTo(t.ctx.db, s.email); // e-mailed by a job, a moment later
    const token = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail!.textBody)![1]!);
    const before = hashes.count;
    expect((await reset(token)).statusCode).toBe(200);
    expect(hashes.count).toBe(before + 1);
    expect((await reset(token)).statusCode).toBe(400);
    expect(hashes.count).toBe(before + 1);
  });
});
