import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { sessions } from './db/schema.ts';
import { assertWithinLimit } from './modules/plans/index.ts';
import { createTestApp, signUpAndLogin } from '../test-support/test-app.ts';

const webRoot = mkdtempSync(path.join(tmpdir(), 'rr-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><title>RingReady</title><div id="root"></div>',
);

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the app', () => {
  it('answers /health and /ready', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('answers unknown /api paths with 404 JSON and other paths with the SPA', async () => {
    const s = await signUpAndLogin(t.app);
    const api = await t.app.inject({ url: '/api/does-not-exist', headers: s.auth });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
    const page = await t.app.inject({ url: '/report/123?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['x-request-id']).toEqual(expect.any(String));
    expect(page.headers['content-security-policy']).toContain("frame-src 'self' https://player.vimeo.com");
    expect((await t.app.inject({ url: '/assets/missing-chunk.js' })).statusCode).toBe(404);
    // HEAD (uptime checks, link previews) answers as GET does, without the body
    const head = await t.app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
    expect((await t.app.inject({ method: 'HEAD', url: '/api/does-not-exist' })).statusCode).toBe(404);
  });

  it('decides protection on the route a path reaches, however the path is spelled', async () => {
    const spellings = [
      '/%61pi/scenarios',
      '/%61%70%69/scenarios',
      '/api/%73cenarios',
      '/API/scenarios',
      '/Api/Scenarios',
      '/%41PI/scenarios',
      '//api/scenarios',
      '/api//scenarios',
      '/api/./scenarios',
      '/api/../api/scenarios',
      '/./api/scenarios',
      '/api/scenarios/',
      '/api/scenarios?x=1',
      '/api/scenarios;x',
      '/api/scenarios%2f',
      '/%2Fapi/scenarios',
      '/api%2Fscenarios',
      '/%61pi/user',
      '/%61pi/sessions',
    ];
    for (const url of spellings) {
      const res = await t.app.inject({ url });
      expect([401, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(Object.keys(res.json()), url).toEqual(['message']);
    }
  });

  it('serves the catalogue: at least 8 scenarios with buyer types and 8 videos', async () => {
    const s = await signUpAndLogin(t.app);
    const scenarios = (await t.app.inject({ url: '/api/scenarios', headers: s.auth })).json();
    expect(scenarios.length).toBeGreaterThanOrEqual(8);
    expect(new Set(scenarios.map((x: { buyerType: string }) => x.buyerType))).toEqual(
      new Set(['analyzer', 'boss', 'dreamer', 'relater']),
    );
    const videos = (await t.app.inject({ url: '/api/videos', headers: s.auth })).json();
    expect(videos.length).toBeGreaterThanOrEqual(8);
    expect(videos[0]).toEqual(
      expect.objectContaining({ vimeoId: expect.stringMatching(/^\d+$/), category: expect.any(String) }),
    );
  });

  it(
    'enforces the real-call-analysis limit under concurrency: ' +
      '10 parallel attempts with 3 left give exactly 3',
    async () => {
      const s = await signUpAndLogin(t.app, { plan: 'tier1' }); // 3 analyses
      const attempt = () =>
        t.ctx.db.transaction(async (tx) => {
          await assertWithinLimit(tx, s.user.id, 'analysis', new Date());
          await tx
            .insert(sessions)
            .values({ userId: s.user.id, type: 'upload', status: 'processing', fileName: 'x.txt' });
        });
      const results = await Promise.allSettled(Array.from({ length: 10 }, attempt));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason.status).toBe(403);
      expect(rejected.reason.message).toBe(
        'You have reached your real call analysis limit for this billing period. ' +
          'Upgrade your plan to analyze more calls.',
      );
    },
  );

  it('refuses practice and analyses to users without a subscription', async () => {
    const s = await signUpAndLogin(t.app, { plan: null });
    await expect(
      t.ctx.db.transaction((tx) => assertWithinLimit(tx, s.user.id, 'practice', new Date())),
    ).rejects.toMatchObject({ status: 403 });
    expect((await t.app.inject({ url: '/api/user', headers: s.auth })).json()).toMatchObject({
      subscription: null,
      currentUsage: null,
    });
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database', () => {
  it('keeps data across a restart on the same DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rr-data-'));
    try {
      const first = await buildApp(testConfig({ dataDir, seedDemo: true }), { mailer: null });
      const login = await first.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'demo@ringready.app', password: 'ringready-demo' },
      });
      expect(login.statusCode).toBe(200);
      await first.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: { authorization: `Bearer ${login.json().token}` },
        payload: { name: 'Renamed Demo' },
      });
      await first.close();

      const second = await buildApp(testConfig({ dataDir, seedDemo: true }), { mailer: null });
      const me = await second.inject({
        url: '/api/user',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().name).toBe('Renamed Demo');
      const auth = { authorization: `Bearer ${login.json().token}` };
      expect((await second.inject({ url: '/api/office-hours', headers: auth })).json()).toHaveLength(4);
      // the demo history, seeded once: six analysed sample calls of the last month and the twelve
      // sessions of the months before that the demo team gives it
      const history = (await second.inject({ url: '/api/sessions', headers: auth })).json();
      expect(history).toHaveLength(18);
      expect(
        history.every(
          (s: { status: string; report?: { overallScore: number } }) =>
            s.status === 'completed' && s.report!.overallScore > 0,
        ),
      ).toBe(true);
      expect(new Set(history.map((s: { type: string }) => s.type))).toEqual(new Set(['practice', 'upload']));
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
