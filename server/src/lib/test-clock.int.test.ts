import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
let clocked: Awaited<ReturnType<typeof createTestApp>>;
let plain: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  clocked = await createTestApp({ testClock: true });
  plain = await createTestApp();
});
afterAll(async () => {
  await clocked.close();
  await plain.close();
});

const advance = (t: typeof clocked, payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/dev/clock', payload: payload as object, remoteAddress });

describe('POST /dev/clock', () => {
  it("moves the app's clock forward for this machine only", async () => {
    const before = clocked.ctx.now().getTime();
    const res = await advance(clocked, { days: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const moved = new Date(res.json().now).getTime();
    expect(moved - before).toBeGreaterThanOrEqual(3 * DAY);
    expect(moved - before).toBeLessThan(3 * DAY + 60_000);
    expect(clocked.ctx.now().getTime()).toBeGreaterThanOrEqual(moved);

    expect((await advance(clocked, { days: 1 }, '10.1.2.3')).statusCode).toBe(404);
    expect((await advance(clocked, { days: -1 })).statusCode).toBe(400);
    expect((await advance(clocked, {})).statusCode).toBe(400);
    expect(clocked.ctx.now().getTime() - moved).toBeLessThan(60_000);
  });

  it('does not exist without TEST_CLOCK', async () => {
    expect((await advance(plain, { days: 1 })).statusCode).toBe(404);
  });
});
