import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: 'development' });
});
afterAll(() => t.close());

const FAVICON = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';

describe("server-rendered pages carry the app's favicon", () => {
  it('the API reference and the development mailbox', async () => {
    for (const url of ['/api/docs', '/dev/mailbox']) {
      const res = await t.app.inject({ url, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(FAVICON);
    }
  });
});
