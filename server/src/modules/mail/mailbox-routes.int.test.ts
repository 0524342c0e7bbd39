import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo } from '../../../test-support/outbox.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let messageUrl = '';
beforeAll(async () => {
  // development mode behind a proxy: the most permissive setting the mailbox must still hold in
  t = await createTestApp({ env: 'development', trustProxy: 1 });
  const s = await signUpAndLogin(t.app);
  await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: s.email } });
  const [mail] = await emailsTo(t.ctx.db, s.email);
  messageUrl = `/dev/mailbox/${mail!.id}`;
});
afterAll(() => t.close());

const mailboxUrls = () => ['/dev/mailbox', messageUrl, `${messageUrl}/attachments/0`, '/%64ev/mailbox'];

describe('the development mailbox', () => {
  it('answers 404 to a client that is not on this machine, whatever X-Forwarded-For says', async () => {
    for (const url of mailboxUrls()) {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-forwarded-for': '::1' }]) {
        const res = await t.app.inject({ url, remoteAddress: '203.0.113.9', headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.body).not.toContain('reset-password?token=');
      }
      const head = await t.app.inject({ method: 'HEAD', url, remoteAddress: '203.0.113.9' });
      expect(head.statusCode, `HEAD ${url}`).toBe(404);
    }
  });

  it('answers 404 to a request a proxy on this machine relayed (it names the client it forwards for)', async () => {
    const relayed = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const url of mailboxUrls()) {
      for (const headers of relayed) {
        const res = await t.app.inject({ url, remoteAddress: '127.0.0.1', headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.body).not.toContain('reset-password?token=');
      }
    }
  });

  it('shows the outbox to loopback clients (IPv4, IPv6 and IPv4-mapped IPv6)', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const list = await t.app.inject({ url: '/dev/mailbox', remoteAddress });
      expect(list.statusCode, remoteAddress).toBe(200);
      const message = await t.app.inject({ url: messageUrl, remoteAddress });
      expect(message.statusCode, remoteAddress).toBe(200);
      expect(message.body).toContain('reset-password?token=');
    }
  });

  it('is not fooled by addresses that only look like loopback', async () => {
    for (const remoteAddress of ['::ffff:203.0.113.9', '10.0.0.1', '::2', '128.0.0.1', '::ffff:7f00:1x']) {
      const res = await t.app.inject({ url: '/dev/mailbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
    }
  });
});

describe('the mailbox outside development', () => {
  it.each(['production', 'test'] as const)(
    'is never served in %s, not even to loopback clients',
    async (env) => {
      const other = await createTestApp({ env });
      try {
        for (const url of ['/dev/mailbox', messageUrl]) {
          const res = await other.app.inject({ url, remoteAddress: '127.0.0.1' });
          expect(res.statusCode, url).toBe(404);
        }
      } finally {
        await other.close();
      }
    },
  );
});
