import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { insertFailedAttempt } from './login-attempt-repository.ts';
import {
  MAX_FAILURES_PER_EMAIL,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_IP_CEILING,
  THROTTLED_MESSAGE,
} from './login-throttle.ts';

/** the app's clock runs with real time plus this offset */
let offset = 0;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + offset) });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('login throttle under load', () => {
  it('counts a burst of parallel wrong passwords as it arrives: at most 10 are tried, the rest get 429', async () => {
    const s = await signUpAndLogin(t.app);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(s.email, `wrong-${i}-password`, `192.0.2.${i + 1}`)),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 401).length).toBeLessThanOrEqual(MAX_FAILURES_PER_EMAIL);
    expect(statuses.filter((c) => c === 429)).toHaveLength(40 - statuses.filter((c) => c === 401).length);
    for (const r of burst.filter((x) => x.statusCode === 429))
      expect(r.json().message).toBe(THROTTLED_MESSAGE);
    // the right password is refused too until the window has passed
    expect((await login(s.email, s.password)).statusCode).toBe(429);
    offset = 16 * 60 * 1000;
    try {
      expect((await login(s.email, s.password)).statusCode).toBe(200);
    } finally {
      offset = 0;
    }
  });

  it('lets up to 10 parallel right passwords through (an attempt counts as failed until it succeeds)', async () => {
    const s = await signUpAndLogin(t.app);
    const n = MAX_FAILURES_PER_EMAIL;
    const burst = await Promise.all(Array.from({ length: n }, () => login(s.email, s.password)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(n).fill(200));
    // and once they have succeeded, they no longer count
    expect((await login(s.email, s.password)).statusCode).toBe(200);
  });

  it('never refuses the right password of an account without failures because its address is busy', async () => {
    const ip = '203.0.113.50';
    const count = MAX_FAILURES_PER_IP + 10;
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      statuses.push((await login(`nobody-${i}-${Date.now()}@example.com`, 'guess-password', ip)).statusCode);
    }
    expect(statuses.slice(0, MAX_FAILURES_PER_IP)).toEqual(Array(MAX_FAILURES_PER_IP).fill(401));
    const colleague = await signUpAndLogin(t.app);
    expect((await login(colleague.email, colleague.password, ip)).statusCode).toBe(200);
  });

  it('gives a busy address fewer wrong guesses per account than a quiet one', async () => {
    const ip = '203.0.113.51';
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++)
      await login(`spray-${i}-${Date.now()}@example.com`, 'guess-password', ip);
    const target = await signUpAndLogin(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++)
      statuses.push((await login(target.email, `wrong-${i}-password`, ip)).statusCode);
    expect(statuses.filter((c) => c === 401).length).toBeLessThan(MAX_FAILURES_PER_EMAIL);
    expect(statuses.at(-1)).toBe(429);
    // from another address the account's own limit still applies
    const elsewhere = await login(target.email, target.password, '198.51.100.99');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses an address that sprays ever-new e-mails past the ceiling, even for a fresh account', async () => {
    const ip = '203.0.113.77';
    const now = t.ctx.now();
    for (let i = 0; i < MAX_FAILURES_PER_IP_CEILING; i++)
      await insertFailedAttempt(t.ctx.db, `new-${i}@example.com`, ip, now);
    const fresh = await signUpAndLogin(t.app);
    const sprayed = await login(`one-more-${Date.now()}@example.com`, 'guess-password', ip);
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.json().message).toBe(THROTTLED_MESSAGE);
    expect((await login(fresh.email, fresh.password, ip)).statusCode).toBe(429);
    // other addresses are not affected
    expect((await login(fresh.email, fresh.password, '198.51.100.100')).statusCode).toBe(200);
  });
});
