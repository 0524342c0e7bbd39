import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogin } from '../../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const connectSrc = (csp: string | undefined) =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('connect-src'));

describe('response headers', () => {
  it('authenticated JSON is never stored by a browser or a proxy', async () => {
    const s = await signUpAndLogin(t.app);
    for (const url of ['/api/user', '/api/sessions']) {
      const res = await t.app.inject({ url, headers: s.auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // another user's session is a 404, and not stored either
    const other = await signUpAndLogin(t.app);
    const missing = await t.app.inject({ url: `/api/sessions/${crypto.randomUUID()}`, headers: other.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  // PUBLIC_URL (http://localhost:3000 in tests) names the host of the signed voice URLs
  it('lets pages open websockets to this host only', async () => {
    const page = await t.app.inject({ url: '/dashboard', headers: { host: 'app.example.com:8443' } });
    expect(connectSrc(page.headers['content-security-policy'] as string)).toBe(
      "connect-src 'self' ws://app.example.com:8443 wss://app.example.com:8443 ws://localhost:3000",
    );
    // a Host that is not a host name adds nothing (it cannot write another directive)
    const odd = await t.app.inject({ url: '/dashboard', headers: { host: 'x; script-src *' } });
    expect(connectSrc(odd.headers['content-security-policy'] as string)).toBe(
      "connect-src 'self'  ws://localhost:3000",
    );
  });
});

describe('response headers with ElevenLabs running the conversations', () => {
  it('also allow its websocket origin', async () => {
    const agents = { analyzer: 'a', boss: 'b', dreamer: 'd', relater: 'r' };
    const app = await createTestApp({
      elevenLabs: { apiKey: 'k', agents, baseUrl: 'https://api.elevenlabs.io' },
    });
    try {
      const page = await app.app.inject({ url: '/dashboard', headers: { host: 'localhost:3000' } });
      expect(connectSrc(page.headers['content-security-policy'] as string)).toBe(
        "connect-src 'self' ws://localhost:3000 wss://localhost:3000 ws://localhost:3000 wss://api.elevenlabs.io",
      );
    } finally {
      await app.close();
    }
  });
});
