import { describe, expect, it } from 'vitest';
import { createToken, hashPassword, hashToken, verifyPassword } from './secrets.ts';

describe('secrets', () => {
  it('hashes passwords with scrypt and a random salt', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct hors', a)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
  it('makes 256-bit tokens and stores only their SHA-256', () => {
    const t = createToken();
    expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    expect(createToken()).not.toBe(t);
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
  });
});
