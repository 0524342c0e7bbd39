import { describe, expect, it } from 'vitest';
import { containsNul, isLoopbackAddress, normalisedPath } from './http.ts';

describe('http helpers', () => {
  it('knows loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of [undefined, '', '10.0.0.1', '128.0.0.1', '::2', '::ffff:10.0.0.1', '127.0.0.1.evil', 'x'])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });

  it('finds a NUL in any string or key of a parsed value', () => {
    expect(containsNul({ a: [1, { b: 'ok' }], c: null })).toBe(false);
    expect(containsNul({ a: [1, { b: 'o\u0000k' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul('\u0000')).toBe(true);
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul('back\\u0000slash')).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true); // no recursion, no stack overflow
  });

  it('normalises a request path as a router would see it', () => {
    expect(normalisedPath('/%61pi/x?y=1')).toBe('/api/x');
    expect(normalisedPath('//api/./x/../y')).toBe('/api/y');
    expect(normalisedPath('/%2Fapi%2Fx')).toBe('/api/x');
    expect(normalisedPath('/a\\b')).toBe('/a/b');
    expect(normalisedPath('/%E0%A4%A')).toBe('/%E0%A4%A');
    expect(normalisedPath('/')).toBe('/');
  });
});
