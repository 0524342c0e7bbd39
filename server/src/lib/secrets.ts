import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  opts: object,
) => Promise<Buffer>;

/** scrypt parameters: N=2^15, r=8, p=1 (OWASP minimum is 2^17 with p=1 for 64 MiB; we use 32 MiB, 2 cores). */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize('NFKC'), salt, KEYLEN, { N, r: R, p: P, maxmem: MAXMEM });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAXMEM,
    },
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a password was ever set: an account made by checkout stores a marker, not a hash, until then. */
export function hasPassword(stored: string): boolean {
  return stored.startsWith('scrypt$');
}

/** A random token of 256 bits, URL-safe. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
