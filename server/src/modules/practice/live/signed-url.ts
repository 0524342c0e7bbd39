import { createHmac, timingSafeEqual } from 'node:crypto';
import { VOICE_PATH } from '@ringready/core/voice/voice-protocol';

/** How long a signed voice URL may be used to open a socket. */
export const SIGNED_URL_TTL_MS = 5 * 60 * 1000;

export interface VoiceGrant {
  sessionId: string;
  userId: string;
  /** the id (not the token) of the session token that started the practice: its sign-out ends the call */
  tokenId: string;
  expiresAt: number;
}

const sign = (secret: Buffer, g: VoiceGrant) =>
  createHmac('sha256', secret)
    .update(`${g.sessionId}.${g.userId}.${g.tokenId}.${g.expiresAt}`)
    .digest('base64url');

/**
 * ws(s)://host/v1/convai/conversation?session=…&user=…&token=…&expires=…&signature=… bound to one user,
 * session and signed-in token.
 */
export function signVoiceUrl(secret: Buffer, publicUrl: string, grant: VoiceGrant): string {
  const url = new URL(VOICE_PATH, publicUrl.replace(/^http/, 'ws'));
  url.searchParams.set('session', grant.sessionId);
  url.searchParams.set('user', grant.userId);
  url.searchParams.set('token', grant.tokenId);
  url.searchParams.set('expires', String(grant.expiresAt));
  url.searchParams.set('signature', sign(secret, grant));
  return url.toString();
}

export type VerifyResult = { ok: true; grant: VoiceGrant } | { ok: false; reason: string };

export function verifyVoiceUrl(secret: Buffer, query: Record<string, unknown>, now: number): VerifyResult {
  const { session, user, token, expires, signature } = query;
  if (
    typeof session !== 'string' ||
    typeof user !== 'string' ||
    typeof token !== 'string' ||
    typeof expires !== 'string' ||
    typeof signature !== 'string'
  ) {
    return { ok: false, reason: 'missing signature' };
  }
  const grant = { sessionId: session, userId: user, tokenId: token, expiresAt: Number(expires) };
  const expected = Buffer.from(sign(secret, grant));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'bad signature' };
  if (!Number.isFinite(grant.expiresAt) || grant.expiresAt < now) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
