import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';

/** The app's log lines, to see which requests were logged as errors. */
const lines: Array<{ level: number; msg?: string }> = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'warn' }, { logStream });
});
afterAll(() => t.close());

const ERROR = 50;

describe('a malformed multipart upload', () => {
  it('answers 400 with a message, never 500, and logs no error', async () => {
    const s = await signUpAndLogin(t.app);
    const boundary = '----rrmalformed';
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="call.txt"\r\n`;
    const cases = [
      { name: 'no boundary', type: 'multipart/form-data', body: `${start}\r\nhello\r\n--${boundary}--\r\n` },
      { name: 'truncated', type: `multipart/form-data; boundary=${boundary}`, body: `${start}\r\nhello wor` },
      { name: 'no parts', type: `multipart/form-data; boundary=${boundary}`, body: 'garbage without parts' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sessions/upload',
        headers: { ...s.auth, 'content-type': c.type },
        payload: c.body,
      });
      expect(res.statusCode, c.name).toBe(400);
      expect(res.json().message, c.name).toEqual(expect.any(String));
    }
    expect(lines.filter((l) => l.level >= ERROR)).toEqual([]);
  });
});
