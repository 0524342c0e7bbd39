import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp } from '../../test-support/test-app.ts';
import { applyDemoSetting, DEMO_EMAIL, DEMO_LOGINS, DEMO_PASSWORD } from './seed.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: 'production', seedDemo: false });
});
afterAll(() => t.close());

function recordingLog() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (msg: string) => warnings.push(msg) } as unknown as FastifyBaseLogger };
}
const demoLogin = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });

describe('the demo account in production', () => {
  it('is not created unless SEED_DEMO asks for it', async () => {
    expect((await demoLogin()).statusCode).toBe(401);
    const { warnings, log } = recordingLog();
    await applyDemoSetting(t.ctx.db, { seedDemo: false, production: true }, log, new Date());
    expect((await demoLogin()).statusCode).toBe(401);
    expect(warnings).toEqual([]);
  });

  it('is created on request, with a loud warning, and named while it keeps its published password', async () => {
    const asked = recordingLog();
    await applyDemoSetting(t.ctx.db, { seedDemo: true, production: true }, asked.log, new Date());
    expect(asked.warnings).toHaveLength(1);
    expect(asked.warnings[0]).toMatch(/SEED_DEMO=true in production/);
    for (const email of DEMO_LOGINS) expect(asked.warnings[0]).toContain(email);
    expect((await demoLogin()).statusCode).toBe(200);

    const later = recordingLog();
    await applyDemoSetting(t.ctx.db, { seedDemo: false, production: true }, later.log, new Date());
    expect(later.warnings).toHaveLength(1);
    expect(later.warnings[0]).toContain(
      'Demo accounts with the published password exist in this production database',
    );
    for (const email of DEMO_LOGINS) expect(later.warnings[0]).toContain(email);
  });
});
