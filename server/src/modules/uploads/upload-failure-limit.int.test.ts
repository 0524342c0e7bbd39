import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@ringready/core/api';
import { sessions } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import {
  FAILED_UPLOADS_LIMIT,
  FAILED_UPLOADS_WINDOW_MS,
  tooManyFailedUploads,
} from './upload-failure-limit.ts';

const GOOD = readFileSync(
  new URL('../../../../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url),
);

let offset = 0;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + offset) });
});
afterAll(() => t.close());

/** Moves the app's clock to `ms` after the start of the next window (so a test never straddles two). */
function moveIntoNextWindow(ms = 1000) {
  const now = Date.now() + offset;
  offset += FAILED_UPLOADS_WINDOW_MS - (now % FAILED_UPLOADS_WINDOW_MS) + ms;
}

const upload = (auth: Record<string, string>, fileName: string, content: Buffer | string) => {
  const boundary = `----rr${Math.random().toString(16).slice(2)}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/sessions/upload',
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="${fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
};

async function waitForStatus(auth: Record<string, string>, id: string): Promise<Session> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const s = (await t.app.inject({ url: `/api/sessions/${id}`, headers: auth })).json<Session>();
    if (['completed', 'failed'].includes(s.status) || Date.now() > deadline) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Files refused as unreadable, one of each kind of refusal. */
const REFUSED: Array<[name: string, content: Buffer | string, status: number]> = [
  ['call.txt', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2, 255]), 415],
  ['setup.exe', 'MZ', 415],
  ['call.txt', '', 422],
  ['call.pdf', '%PDF-1.7\nnot really a pdf', 422],
  ['big.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 413],
];

describe('failed uploads per account', () => {
  it(
    `refuses uploads with 429 once ${FAILED_UPLOADS_LIMIT} were refused or failed in the window, ` +
      'before reading the file, until the window ends; other accounts upload on',
    async () => {
      moveIntoNextWindow();
      const u = await signUpAndLogin(t.app);
      for (let i = 0; i < FAILED_UPLOADS_LIMIT - 1; i++) {
        const [name, content, status] = REFUSED[i % REFUSED.length]!;
        expect((await upload(u.auth, name, content)).statusCode).toBe(status);
      }
      // accepted uploads do not count
      expect((await upload(u.auth, 'call.txt', GOOD)).statusCode).toBe(202);

      // an analysis that ends failed counts: the last failure the window allows
      const oneVoice = await upload(u.auth, 'notes.txt', 'Anna: Hello?\nAnna: Anyone there?');
      expect(oneVoice.statusCode).toBe(202);
      expect((await waitForStatus(u.auth, oneVoice.json().sessionId)).status).toBe('failed');

      const sessionsBefore = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, u.user.id));
      const refused = await upload(u.auth, 'call.txt', GOOD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many of your uploads could not be read or analysed \(10 in 15 minutes\)\. Please wait 1[45] minutes/,
      );
      expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, u.user.id))).toHaveLength(
        sessionsBefore.length,
      );

      const other = await signUpAndLogin(t.app);
      expect((await upload(other.auth, 'call.txt', GOOD)).statusCode).toBe(202);

      // half a minute before the window ends, the account still waits
      const now = Date.now() + offset;
      offset += FAILED_UPLOADS_WINDOW_MS - (now % FAILED_UPLOADS_WINDOW_MS) - 30_000;
      expect((await upload(u.auth, 'call.txt', GOOD)).json().message).toBe(tooManyFailedUploads(1));
      moveIntoNextWindow();
      expect((await upload(u.auth, 'call.txt', GOOD)).statusCode).toBe(202);
    },
  );

  it('counts no upload refused by the plan limit, nor refuses one the limit would', async () => {
    moveIntoNextWindow();
    const u = await signUpAndLogin(t.app, { plan: null });
    for (let i = 0; i < FAILED_UPLOADS_LIMIT + 1; i++)
      expect((await upload(u.auth, 'call.txt', GOOD)).statusCode).toBe(403);
  });
});
