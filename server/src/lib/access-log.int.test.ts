import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.ts';

const ACCESS = new Set(['incoming request', 'request completed']);
const INFO = 30;
const DEBUG = 20;

async function accessLines(logLevel: 'info' | 'debug') {
  const lines: Array<{ level: number; msg: string; responseTime?: number }> = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const t = await createTestApp({ logLevel }, { logStream });
  try {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/health' });
    await t.app.inject({ url: '/api/user' }); // a 401
  } finally {
    await t.close();
  }
  return lines.filter((l) => ACCESS.has(l.msg));
}

describe('access log lines', () => {
  it('are not written at info: a quick answered request is no news', async () => {
    expect(await accessLines('info')).toEqual([]);
  });

  it('are written at debug', async () => {
    const lines = await accessLines('debug');
    expect(lines).toHaveLength(8);
    expect(lines.every((l) => l.level === DEBUG)).toBe(true);
    expect(lines.some((l) => l.level === INFO)).toBe(false);
  });
});
