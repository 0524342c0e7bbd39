import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERJECTIONS } from '@ringready/core/voice/monologue';
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
import { DEFAULT_TIMINGS } from './voice-conversation.ts';

const silence = (seconds: number) => new Int16Array(Math.round(seconds * 16_000));
/** Without flite's quiet lead-in and tail (so the pauses are the test's own). */
const trim = (pcm: Int16Array) => {
  const first = pcm.findIndex((v) => Math.abs(v) > 300);
  const last = pcm.findLastIndex((v) => Math.abs(v) > 300);
  return pcm.slice(Math.max(0, first), last + 1);
};

/** Sends PCM as a browser does: 100 ms chunks in real time. */
async function speakInRealTime(c: VoiceTestClient, pcm: Int16Array): Promise<void> {
  const started = performance.now();
  for (let i = 0, n = 1; i < pcm.length; i += 1600, n++) {
    const base64 = pcm16ToBytes(pcm.subarray(i, i + 1600)).toString('base64');
    c.send({ type: CLIENT_EVENT.audio, base64 });
    await new Promise((r) => setTimeout(r, Math.max(0, started + n * 100 - performance.now())));
  }
}

/** The limit here, so a few sentences make a monologue (the product's are 25 s for a Boss, 45 s for others). */
const LIMIT_MS = 4000;

// CI installs the model (npm postinstall); elsewhere these tests skip without it.
const available = !checkMoonshine() && checkOfflineSpeech().tts;

describe.skipIf(!available && !process.env.CI)('a long monologue: the buyer cuts in', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let speech: SpeechEngine;
  let origin = '';
  beforeAll(async () => {
    speech = createSpeechEngine({ stt: 'moonshine', tts: 'flite', sttWorkers: 2 });
    await speech.warmUp();
    const voiceTimings = { ...DEFAULT_TIMINGS, monologueLimitMs: () => LIMIT_MS };
    t = await createTestApp({}, { speech, voiceTimings });
    origin = await listenForVoice(t.app);
  });
  afterAll(async () => {
    await t.close();
    await speech.close();
  });

  it('cuts in while they talk: their words so far, the cut-in over them, then the rest answered', async () => {
    const u = await signUpAndLogin(t.app);
    const start = await startPractice(t.app, u.auth, 'boss-venue-bottom-line');
    const c = await connectVoice(atOrigin(start.websocketUrl, origin));
    await c.waitFor(SERVER_EVENT.agentResponse); // the opening line
    const sentences = [
      'We have three packages for couples like you.',
      'The first one is the half day collection with the ceremony.',
      'The second one adds the reception and the first dance.',
      'The third one is the full day collection with the album.',
    ];
    const parts: Int16Array[] = [];
    for (const sentence of sentences) parts.push(trim(await speech.tts.synthesize(sentence)), silence(0.3));
    const from = c.events.length;
    let talking = true;
    const spoken = speakInRealTime(c, concatPcm([...parts, silence(2)])).then(() => (talking = false));

    const cutIn = await c.waitFor(
      SERVER_EVENT.agentResponse,
      (e) => INTERJECTIONS.boss.includes(e.text),
      30_000,
      from,
    );
    // the buyer cut in while the salesperson was still talking, after their words so far
    expect(talking).toBe(true);
    const before = c.events.slice(from, c.events.indexOf(cutIn));
    const said = before.filter((e) => e.type === SERVER_EVENT.userTranscript);
    expect(said).toHaveLength(1);
    expect(said[0]!.text).toMatch(/packages/i);
    // the cut-in is heard over the salesperson
    await c.waitFor(SERVER_EVENT.audio, (e) => e.eventId === cutIn.eventId, 15_000, from);

    await spoken;
    // the rest is heard, as one turn or several (a finished sentence and a pause may end a turn)
    const after = c.events.indexOf(cutIn);
    const last = await c.waitFor(SERVER_EVENT.userTranscript, (e) => /album/i.test(e.text), 30_000, after);
    const rest = c.events
      .slice(after, c.events.indexOf(last) + 1)
      .flatMap((e) => (e.type === SERVER_EVENT.userTranscript ? [e.text] : []))
      .join(' ');
    expect(rest).not.toMatch(/packages/i); // the words already a turn are not repeated
    const answer = await c.waitFor(SERVER_EVENT.agentResponse, () => true, 30_000, c.events.indexOf(last));
    expect(INTERJECTIONS.boss).not.toContain(answer.text);
    c.ws.close();
    await c.closed;
  });
});
