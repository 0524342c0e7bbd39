import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.ts';
import { createTestApp } from '../../../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'http://localhost:3000' });
});
afterAll(() => t.close());

let address = 0;
const checkoutUrl = async (host: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    payload: { tier: 'tier1', email: `origin-${++address}-${Date.now()}@example.com` },
    headers: { host },
    remoteAddress: `10.14.0.${address}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string }>().url;
};

describe('the local checkout returns to the origin the buyer is on', () => {
  it('in development, opened on 127.0.0.1 it stays on 127.0.0.1', async () => {
    expect(await checkoutUrl('127.0.0.1:3000')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/checkout\/pay\/\w/);
    expect(await checkoutUrl('localhost:3000')).toMatch(/^http:\/\/localhost:3000\/checkout\/pay\//);
  });

  it('in production, only PUBLIC_URL: a client-written Host header is never used', async () => {
    const config = t.ctx.config as { env: AppConfig['env'] };
    config.env = 'production';
    try {
      expect(await checkoutUrl('evil.example')).toMatch(/^http:\/\/localhost:3000\/checkout\/pay\//);
      expect(await checkoutUrl('127.0.0.1:3000')).toMatch(/^http:\/\/localhost:3000\/checkout\/pay\//);
    } finally {
      config.env = 'test';
    }
  });
});
