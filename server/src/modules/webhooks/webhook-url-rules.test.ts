import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_URL_TEXTS,
  addressAllowed,
  checkWebhookTarget,
  ipLiteralHost,
  isPublicAddress,
} from './webhook-url-rules.ts';

describe('isPublicAddress', () => {
  it.each([
    '10.1.2.3',
    '127.0.0.1',
    '127.8.8.8',
    '0.0.0.0',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '192.0.2.10',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a00:1',
    '2001:db8::1',
    '2002:a00:1::1',
    'not-an-ip',
  ])('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450::1'])(
    'accepts %s',
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );
});

describe('checkWebhookTarget', () => {
  const check = (url: string, addresses: string[], production: boolean) =>
    checkWebhookTarget(new URL(url), addresses, production);

  it('in production: https to public addresses only', () => {
    expect(check('https://hooks.example.com/x', ['93.184.216.34'], true)).toEqual({ ok: true });
    expect(check('http://hooks.example.com/x', ['93.184.216.34'], true)).toEqual({
      ok: false,
      reason: WEBHOOK_URL_TEXTS.httpsOnly,
    });
    expect(check('https://127.0.0.1:8443/', ['127.0.0.1'], true)).toEqual({
      ok: false,
      reason: WEBHOOK_URL_TEXTS.notPublic,
    });
    // one private address among public ones is enough to refuse (DNS answers vary between lookups)
    expect(check('https://mixed.example.com/', ['93.184.216.34', '10.0.0.5'], true).ok).toBe(false);
    expect(check('https://v6.example.com/', ['2606:4700::1', 'fd00::1'], true).ok).toBe(false);
  });

  it('outside production: http and loopback too, but never other private ranges', () => {
    expect(check('http://127.0.0.1:4000/hook', ['127.0.0.1'], false)).toEqual({ ok: true });
    expect(check('http://localhost:4000/hook', ['::1', '127.0.0.1'], false)).toEqual({ ok: true });
    expect(check('http://169.254.169.254/latest', ['169.254.169.254'], false).ok).toBe(false);
    expect(check('http://10.0.0.2/', ['10.0.0.2'], false).ok).toBe(false);
    expect(addressAllowed('127.0.0.1', true)).toBe(false);
  });

  it('refuses other schemes, credentials in the address and hosts that resolve to nothing', () => {
    const refused = (reason: string) => ({ ok: false, reason });
    expect(check('ftp://example.com/', ['93.184.216.34'], false)).toEqual(
      refused(WEBHOOK_URL_TEXTS.httpsOnly),
    );
    expect(check('https://u:p@example.com/', ['93.184.216.34'], true)).toEqual(
      refused(WEBHOOK_URL_TEXTS.credentials),
    );
    expect(check('https://nowhere.example/', [], true)).toEqual(refused(WEBHOOK_URL_TEXTS.unresolved));
  });

  it('recognises IP literal hosts (decimal and hex IPv4 are normalised by the URL parser)', () => {
    expect(ipLiteralHost(new URL('https://[::1]:8080/'))).toBe('::1');
    expect(ipLiteralHost(new URL('https://2130706433/'))).toBe('127.0.0.1');
    expect(ipLiteralHost(new URL('https://0x7f.1/'))).toBe('127.0.0.1');
    expect(ipLiteralHost(new URL('https://example.com/'))).toBeNull();
  });
});
