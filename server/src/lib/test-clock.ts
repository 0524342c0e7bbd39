import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from './http-error.ts';
import { isLoopbackAddress, parseInput } from './http.ts';

/** A clock that runs with real time from an offset that only ever moves forward. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => Date;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
      return new Date(Date.now() + offset);
    },
  };
}

const advanceSchema = z.object({
  days: z.number({ message: 'days must be a number' }).min(0).max(3660),
});

/**
 * `POST /dev/clock {days}` moves the app's clock forward, like Stripe's test clocks, then runs what became
 * due (renewals). Registered only with TEST_CLOCK outside production, and only for this machine.
 */
export function registerTestClockRoute(
  app: FastifyInstance,
  clock: TestClock,
  afterAdvance: () => Promise<void>,
) {
  app.post('/dev/clock', { config: { public: true } }, async (req) => {
    if (!isLoopbackAddress(req.raw.socket.remoteAddress)) throw notFound();
    const { days } = parseInput(advanceSchema, req.body);
    const now = clock.advance(days * 24 * 60 * 60 * 1000);
    await afterAdvance();
    return { now: now.toISOString() };
  });
}
