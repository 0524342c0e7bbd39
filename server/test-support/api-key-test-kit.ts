import { Writable } from 'node:stream';
import { expect } from 'vitest';
import type { CreatedApiKey } from '@ringready/core/api-access';
import { sessions } from '../src/db/schema.ts';
import { createTestApp, signUpAndLogin } from './test-app.ts';

/** Helpers of the API key tests: an app with a movable clock and a captured log, keys, sessions. */

type Person = Awaited<ReturnType<typeof signUpAndLogin>>;
type Method = 'GET' | 'POST' | 'DELETE';

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A test app whose clock is real time moved by `clock.offsetMs`, or held at `clock.frozen`; log lines kept. */
export async function createApiKeyTestApp() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const clock = { offsetMs: 0, frozen: null as Date | null };
  const now = () => clock.frozen ?? new Date(Date.now() + clock.offsetMs);
  const t = await createTestApp({ logLevel: 'debug' }, { logStream, now });

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const master = () => signUpAndLogin(t.app, { plan: 'tier3' });

  async function createKey(owner: Person, body: object): Promise<CreatedApiKey> {
    const res = await call('POST', '/api/keys', owner.auth, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedApiKey>();
  }

  /** a completed upload session of the user, straight into the database */
  async function addSession(userId: string): Promise<string> {
    const [row] = await t.ctx.db
      .insert(sessions)
      .values({ userId, type: 'upload', status: 'completed', fileName: 'call.txt' })
      .returning({ id: sessions.id });
    return row!.id;
  }

  return { ...t, lines, clock, now, call, master, createKey, addSession };
}
