import { describe, expect, it } from 'vitest';
import { createWebhookSecret, signatureHeader, verifySignature } from './webhook-signature.ts';

describe('webhook signatures', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'report.ready' });
  it('signs "<t>.<body>" and verifies it, refusing another secret, body or an old timestamp', () => {
    const header = signatureHeader('whsec_a', body, 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_a', body, header, 1_700_000_100)).toBe(true);
    expect(verifySignature('whsec_b', body, header, 1_700_000_100)).toBe(false);
    expect(verifySignature('whsec_a', `${body} `, header, 1_700_000_100)).toBe(false);
    expect(verifySignature('whsec_a', body, header, 1_700_001_000)).toBe(false);
    expect(verifySignature('whsec_a', body, undefined, 1_700_000_000)).toBe(false);
  });

  it('makes a new random whsec_ secret each time', () => {
    const a = createWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(createWebhookSecret()).not.toBe(a);
  });
});
