import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAttempts } from '../db/schema.ts';
import { CREATE_SESSION_LIMIT } from '../modules/checkout/index.ts';
import { createTestApp } from '../../test-support/test-app.ts';

/** the load balancer's own address: the peer every request arrives from */
const BALANCER = '10.0.0.2';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

/** a request through one proxy: the client wrote `claimed`, the proxy appended the address it saw */
const createSession = (claimed: string, seen: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    payload: { tier: 'tier1', email: 'buyer@example.com' },
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': `${claimed}, ${seen}` },
  });

describe('TRUST_PROXY=1 (one proxy hop)', () => {
  it('limits by the address the proxy saw, whatever the client wrote before it', async () => {
    const client = '198.51.100.7';
    for (let i = 0; i < CREATE_SESSION_LIMIT; i++) {
      const res = await createSession(`203.0.113.${i + 1}`, client);
      expect(res.statusCode, res.body).toBe(200);
    }
    // a new spoofed address in front does not buy another allowance
    expect((await createSession('203.0.113.200', client)).statusCode).toBe(429);
    // another client behind the same proxy has its own
    expect((await createSession('203.0.113.200', '198.51.100.8')).statusCode).toBe(200);
  });

  it('throttles logins by that address too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'hop-count@example.com', password: 'wrong-password-1' },
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': '127.0.0.1, 198.51.100.9' },
    });
    expect(res.statusCode).toBe(401);
    const rows = await t.ctx.db
      .select({ ip: loginAttempts.ip })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, 'hop-count@example.com'));
    expect(rows).toEqual([{ ip: '198.51.100.9' }]);
  });

  it('takes the peer itself when no proxy header came', async () => {
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'hop-direct@example.com', password: 'wrong-password-1' },
      remoteAddress: '192.0.2.44',
    });
    expect(direct.statusCode).toBe(401);
    const rows = await t.ctx.db
      .select({ ip: loginAttempts.ip })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, 'hop-direct@example.com'));
    expect(rows).toEqual([{ ip: '192.0.2.44' }]);
  });
});

describe('TRUST_PROXY=2 (a CDN in front of the load balancer)', () => {
  it('takes the address the outer proxy saw: the second entry from the right', async () => {
    const two = await createTestApp({ trustProxy: 2 });
    try {
      const res = await two.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'two-hops@example.com', password: 'wrong-password-1' },
        remoteAddress: BALANCER,
        headers: { 'x-forwarded-for': '127.0.0.1, 198.51.100.10, 10.0.0.9' },
      });
      expect(res.statusCode).toBe(401);
      const rows = await two.ctx.db
        .select({ ip: loginAttempts.ip })
        .from(loginAttempts)
        .where(eq(loginAttempts.email, 'two-hops@example.com'));
      expect(rows).toEqual([{ ip: '198.51.100.10' }]);
    } finally {
      await two.close();
    }
  });
});
