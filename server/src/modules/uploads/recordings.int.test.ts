import { readdirSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@ringready/core/api';
import { checkMoonshine } from '../../providers/speech/moonshine-files.ts';
import { openEventStream } from '../../../test-support/event-stream.ts';
import { statingSeconds } from '../../../test-support/recording-fixtures.ts';
import { consultationPcm, encodeWith, silentVideo, wavOf } from '../../../test-support/recording-fixtures.ts';
import { statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { findRecording, recordingsDir } from './recording-store.ts';
import { NO_SPEECH } from './recording-worker.ts';
import type { TranscriptSegment } from './transcript-routes.ts';

// CI installs the recogniser's model (npm postinstall); elsewhere the transcription tests skip without it.
const modelMissing = Boolean(checkMoonshine()) && !process.env.CI;

let t: Awaited<ReturnType<typeof createTestApp>>;
let manager: Person, member: Person;
let base = '';
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [manager, member] = (await statsFixtures(t).team(['manager', 'member'])).people as [Person, Person];
});
afterAll(() => t.close());

function upload(auth: Record<string, string>, fileName: string, content: Buffer) {
  const boundary = `----rr${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/sessions/upload',
    payload,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function settled(auth: Record<string, string>, id: string): Promise<Session> {
  const deadline = Date.now() + 50_000;
  for (;;) {
    const s = (await t.app.inject({ url: `/api/sessions/${id}`, headers: auth })).json<Session>();
    if (s.status !== 'processing' || Date.now() > deadline) return s;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const transcript = (auth: Record<string, string>, id: string) =>
  t.app.inject({ url: `/api/sessions/${id}/transcript`, headers: auth });

async function usedAnalyses(auth: Record<string, string>): Promise<number> {
  const res = await t.app.inject({ url: '/api/user', headers: auth });
  return res.json<{ currentUsage: { realCallAnalysesUsed: number } }>().currentUsage.realCallAnalysesUsed;
}

describe('recordings in the upload', () => {
  it('refuses a text file renamed .mp3 with 415 before anything is stored', async () => {
    const me = await signUpAndLogin(t.app);
    const res = await upload(me.auth, 'call.mp3', Buffer.from('Jess: Hello\nHannah: Hi there\n'));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/named \.mp3 but is not a recording/);
    expect(await usedAnalyses(me.auth)).toBe(0);
  });

  it('refuses at upload a video without an audio track, a damaged MP4 and a recording over 2 hours', async () => {
    const me = await signUpAndLogin(t.app);
    const noAudio = await upload(me.auth, 'meeting.mp4', silentVideo());
    expect(noAudio.statusCode, noAudio.body).toBe(422);
    expect(noAudio.json().message).toBe('This recording has no audio track.');

    const mp4 = encodeWith(wavOf(new Int16Array(16_000)), 'call.mp4', ['-c:a', 'aac']);
    const damaged = Buffer.concat([mp4.subarray(0, 40), Buffer.alloc(4000, 0x5a)]);
    const res = await upload(me.auth, 'call.mp4', damaged);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/couldn't read this recording/);

    const tooLong = await upload(
      me.auth,
      'long.m4a',
      statingSeconds(encodeWith(wavOf(new Int16Array(16_000)), 'a.m4a'), 7300),
    );
    expect(tooLong.statusCode, tooLong.body).toBe(422);
    expect(tooLong.json().message).toMatch(/longer than 2 hours/);

    expect(await usedAnalyses(me.auth)).toBe(0);
    const list = await t.app.inject({ url: '/api/sessions', headers: me.auth });
    expect(list.json()).toEqual([]);
  });

  it('takes a recording over 10 MB, written to disk as it arrives, and refuses a document that large', async () => {
    const me = await signUpAndLogin(t.app);
    const big = wavOf(new Int16Array(6 * 60 * 16_000)); // six minutes of silence: 11.5 MB
    const res = await upload(me.auth, 'long-call.wav', big);
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json<{ sessionId: string }>().sessionId;
    const stored = await findRecording(t.ctx.config, id);
    expect(stored && statSync(stored).size).toBe(big.length);
    const s = await settled(me.auth, id);
    expect(s.failureReason).toBe(NO_SPEECH);

    const text = Buffer.alloc(11 * 1024 * 1024, 'a');
    const refused = await upload(me.auth, 'notes.txt', text);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/smaller than 10MB/);
    const staged = readdirSync(recordingsDir(t.ctx.config)).filter((n) => n.startsWith('incoming-'));
    expect(staged).toEqual([]);
  });

  it.skipIf(modelMissing)(
    'fails a silence-only recording with its reason, and does not charge it',
    async () => {
      const me = await signUpAndLogin(t.app);
      const res = await upload(me.auth, 'quiet.wav', wavOf(new Int16Array(3 * 16_000)));
      expect(res.statusCode, res.body).toBe(202);
      const s = await settled(me.auth, res.json().sessionId);
      expect(s.status).toBe('failed');
      expect(s.failureReason).toBe(NO_SPEECH);
      expect(await usedAnalyses(me.auth)).toBe(0);
    },
  );

  it.skipIf(modelMissing)(
    'transcribes an MP3 of a two-voice call into timed segments with sides, analyses it and charges it once',
    async () => {
      const mp3 = encodeWith(wavOf(await consultationPcm()), 'call.mp3');
      const stream = await openEventStream(base, member.auth);
      const res = await upload(member.auth, 'consultation.mp3', mp3);
      expect(res.statusCode, res.body).toBe(202);
      const id = res.json<{ sessionId: string }>().sessionId;
      const s = await settled(member.auth, id);
      // progress came over the event stream, stage by stage, never going back
      await stream.next((e) => (e.data as { status: string }).status === 'completed');
      stream.close();
      const progress = stream.events
        .map((e) => e.data as { sessionId: string; progress?: { stage: string; percent: number } })
        .filter((e) => e.sessionId === id && e.progress)
        .map((e) => e.progress!);
      expect([...new Set(progress.map((p) => p.stage))]).toEqual(['decoding', 'transcribing', 'analysing']);
      const percents = progress.map((p) => p.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(percents.at(-1)).toBe(95);
      expect(s.status, s.failureReason ?? '').toBe('completed');
      expect(await usedAnalyses(member.auth)).toBe(1);

      const got = await transcript(member.auth, id);
      expect(got.statusCode).toBe(200);
      const segments = got.json<{ recording: boolean; segments: TranscriptSegment[] }>().segments;
      expect(got.json().recording).toBe(true);
      expect(segments.length).toBeGreaterThanOrEqual(4);
      for (const seg of segments) {
        expect(seg.start).toEqual(expect.any(Number));
        expect(seg.end!).toBeGreaterThan(seg.start!);
      }
      expect(new Set(segments.map((x) => x.speaker)).size).toBe(2);
      const words = segments.map((x) => x.text.toLowerCase()).join(' ');
      expect(words).toMatch(/guests/);
      const sellerSide = segments.find((x) => /congratulations/i.test(x.text))?.side;
      expect(sellerSide).toBe('salesperson');
      expect(segments.find((x) => /married/i.test(x.text))?.side).toBe('buyer');

      // the owner's team manager reads it too; anyone else gets 404
      expect((await transcript(manager.auth, id)).statusCode).toBe(200);
      const stranger = await signUpAndLogin(t.app);
      expect((await transcript(stranger.auth, id)).statusCode).toBe(404);
    },
  );
});

describe('GET /api/sessions/:id/transcript', () => {
  it('gives a document upload its segments without times, to its owner only', async () => {
    const me = await signUpAndLogin(t.app);
    const text =
      'Jess: Hi Hannah, this is Jess from Bloom Studio. What date are you planning?\n' +
      'Hannah: We are getting married in October, my fiance and I want a small wedding.\n';
    const res = await upload(me.auth, 'call.txt', Buffer.from(text));
    expect(res.statusCode).toBe(202);
    const id = res.json<{ sessionId: string }>().sessionId;
    await settled(me.auth, id);
    const got = await transcript(me.auth, id);
    expect(got.statusCode).toBe(200);
    expect(got.json().segments).toEqual([
      {
        start: null,
        end: null,
        speaker: 'Jess',
        side: 'salesperson',
        text: 'Hi Hannah, this is Jess from Bloom Studio. What date are you planning?',
      },
      {
        start: null,
        end: null,
        speaker: 'Hannah',
        side: 'buyer',
        text: 'We are getting married in October, my fiance and I want a small wedding.',
      },
    ]);
    const other = await signUpAndLogin(t.app);
    expect((await transcript(other.auth, id)).statusCode).toBe(404);
    expect((await transcript(me.auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await transcript(me.auth, 'not-a-uuid')).statusCode).toBe(404);
  });
});
