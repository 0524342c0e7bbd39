import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signing of webhook deliveries: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The
 * timestamp is signed with the body, so a receiver can refuse old replays by checking `t`.
 */

/** A new endpoint secret: `whsec_` + 32 random bytes (base64url). */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * What a receiver does (used by our tests, and the reference for users): recompute the HMAC over the raw
 * body and compare in constant time; a timestamp further than `toleranceSeconds` from `nowSeconds` fails.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(v1))
    return false;
  const expected = Buffer.from(signatureHeader(secret, body, t).split('v1=')[1]!, 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
