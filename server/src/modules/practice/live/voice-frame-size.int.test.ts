import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { createTestApp, signUpAndLogin } from '../../../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
} from '../../../../test-support/voice-test-client.ts';
import { MAX_FRAME_BYTES } from './voice-socket.ts';

const lines: Array<{ level: number; msg: string; err?: { code?: string } }> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let origin = '';
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { speech: null, logStream });
  origin = await listenForVoice(t.app);
});
afterAll(() => t.close());

const WARN = 40;

describe('a voice frame over the size limit', () => {
  it('closes the socket with 1009 (message too big) and logs a warning, not an error', async () => {
    const u = await signUpAndLogin(t.app);
    const s = await startPractice(t.app, u.auth);
    const c = await connectVoice(atOrigin(s.websocketUrl, origin));
    await c.waitFor(SERVER_EVENT.agentResponse);
    const before = lines.length;
    c.sendRaw('x'.repeat(MAX_FRAME_BYTES + 1));
    expect((await c.closed).code).toBe(1009);
    await new Promise((r) => setTimeout(r, 100));
    const logged = lines.slice(before);
    expect(logged.filter((l) => l.level > WARN)).toEqual([]);
    expect(logged.filter((l) => l.level === WARN)).toEqual([
      expect.objectContaining({ msg: 'voice frame over the size limit: socket closed (1009)' }),
    ]);
    // the server goes on serving calls
    const next = await connectVoice(atOrigin((await startPractice(t.app, u.auth)).websocketUrl, origin));
    await next.waitFor(SERVER_EVENT.agentResponse);
    next.ws.close();
    await next.closed;
  });
});
