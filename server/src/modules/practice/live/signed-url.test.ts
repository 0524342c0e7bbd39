import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signVoiceUrl, verifyVoiceUrl } from './signed-url.ts';

const secret = randomBytes(32);
const grant = { sessionId: 's1', userId: 'u1', tokenId: 't1', expiresAt: 2_000 };
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('signed voice URLs', () => {
  it('are websocket URLs on the voice path that verify until they expire', () => {
    const url = signVoiceUrl(secret, 'https://app.example.com', grant);
    expect(url.startsWith('wss://app.example.com/v1/convai/conversation?')).toBe(true);
    expect(verifyVoiceUrl(secret, query(url), 1_000)).toEqual({ ok: true, grant });
    expect(verifyVoiceUrl(secret, query(url), 2_001)).toEqual({ ok: false, reason: 'expired' });
  });
  it('refuse a changed session, user, token, expiry or key, and a missing signature', () => {
    const q = query(signVoiceUrl(secret, 'http://localhost:3000', grant));
    expect(verifyVoiceUrl(secret, { ...q, session: 's2' }, 0).ok).toBe(false);
    expect(verifyVoiceUrl(secret, { ...q, user: 'u2' }, 0).ok).toBe(false);
    expect(verifyVoiceUrl(secret, { ...q, token: 't2' }, 0).ok).toBe(false);
    expect(verifyVoiceUrl(secret, { ...q, expires: '9999999' }, 0).ok).toBe(false);
    expect(verifyVoiceUrl(randomBytes(32), q, 0).ok).toBe(false);
    expect(verifyVoiceUrl(secret, { session: 's1' }, 0)).toEqual({ ok: false, reason: 'missing signature' });
  });
});
