import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENT, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { checkMoonshine } from '../../../providers/speech/moonshine-files.ts';
import { concatPcm, pcm16ToBytes } from '../../../providers/speech/pcm.ts';
import { checkOfflineSpeech, createSpeechEngine } from '../../../providers/speech/speech-engine.ts';
import type { SpeechEngine } from '../../../providers/speech/speech-ports.ts';
import { createTestApp, signUpAndLogin } from '../../../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
  type VoiceTestClient,
} from '../../../../test-support/voice-test-client.ts';

const silence = (seconds: number) => new Int16Array(Math.round(seconds * 16_000));
/** Without flite's quiet lead-in and tail (so the pauses are the test's own). */
const trim = (pcm: Int16Array) => {
  const first = pcm.findIndex((v) => Math.abs(v) > 300);
  const last = pcm.findLastIndex((v) => Math.abs(v) > 300);
  return pcm.slice(Math.max(0, first), last + 1);
};

/** Sends PCM as a browser does: 100 ms chunks in real time. */
async function speakInRealTime(c: VoiceTestClient, ...parts: Int16Array[]): Promise<void> {
  const pcm = concatPcm(parts);
  const started = performance.now();
  for (let i = 0, n = 1; i < pcm.length; i += 1600, n++) {
    const base64 = pcm16ToBytes(pcm.subarray(i, i + 1600)).toString('base64');
    c.send({ type: CLIENT_EVENT.audio, base64 });
    await new Promise((r) => setTimeout(r, Math.max(0, started + n * 100 - performance.now())));
  }
}

// CI installs the model (npm postinstall); elsewhere these tests skip without it.
const available = !checkMoonshine() && checkOfflineSpeech().tts;

describe.skipIf(!available && !process.env.CI)('the end of a spoken turn: words and silence', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let speech: SpeechEngine;
  let origin = '';
  beforeAll(async () => {
    speech = createSpeechEngine({ stt: 'moonshine', tts: 'flite', sttWorkers: 2 });
    await speech.warmUp();
    t = await createTestApp({}, { speech });
    origin = await listenForVoice(t.app);
  });
  afterAll(async () => {
    await t.close();
    await speech.close();
  });

  async function call(scenarioId: string) {
    const u = await signUpAndLogin(t.app);
    const start = await startPractice(t.app, u.auth, scenarioId);
    const c = await connectVoice(atOrigin(start.websocketUrl, origin));
    await c.waitFor(SERVER_EVENT.agentResponse); // the opening line
    return c;
  }

  it('a pause of 0.9 s in the middle of a sentence keeps it one turn, answered once', async () => {
    const c = await call('boss-venue-bottom-line');
    const first = trim(await speech.tts.synthesize('So the package I would recommend for the two of you is'));
    const second = trim(await speech.tts.synthesize('the full day collection with the album.'));
    const from = c.events.length;
    await speakInRealTime(c, first, silence(0.9), second, silence(2));
    const transcript = await c.waitFor(SERVER_EVENT.userTranscript, () => true, 30_000, from);
    expect(transcript.text).toMatch(/recommend.*album/i);
    await c.waitFor(SERVER_EVENT.agentResponse, () => true, 30_000, from);
    await new Promise((r) => setTimeout(r, 500));
    const after = c.events.slice(from);
    expect(after.filter((e) => e.type === SERVER_EVENT.userTranscript)).toHaveLength(1);
    expect(after.filter((e) => e.type === SERVER_EVENT.agentResponse)).toHaveLength(1);
    c.ws.close();
    await c.closed;
  });

  it('a finished question followed by 500 ms of silence is answered, with no more audio needed', async () => {
    const c = await call('analyzer-photographer-compare');
    const question = trim(await speech.tts.synthesize('How many hours of coverage do you need?'));
    const from = c.events.length;
    // nothing is sent after the 500 ms of silence: the turn must have ended within them
    await speakInRealTime(c, question, silence(0.5));
    const sent = performance.now();
    const transcript = await c.waitFor(SERVER_EVENT.userTranscript, () => true, 30_000, from);
    // a turn held for more words would wait for audio that never comes, then for its 3 s backstop
    expect(performance.now() - sent).toBeLessThan(3000);
    expect(transcript.text).toMatch(/hours/i);
    await c.waitFor(SERVER_EVENT.agentResponse, () => true, 30_000, from);
    c.ws.close();
    await c.closed;
  });
});
