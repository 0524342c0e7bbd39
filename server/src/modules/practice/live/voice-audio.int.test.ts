import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENT, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { checkMoonshine } from '../../../providers/speech/moonshine-files.ts';
import { makeNonSpeechClips, soxAvailable } from '../../../providers/speech/non-speech-clips.ts';
import { concatPcm, pcm16ToBytes } from '../../../providers/speech/pcm.ts';
import { checkOfflineSpeech, createSpeechEngine } from '../../../providers/speech/speech-engine.ts';
import type { SpeechEngine } from '../../../providers/speech/speech-ports.ts';
import { decodeWav, encodeWav } from '../../../providers/speech/wav.ts';
import { createTestApp, signUpAndLogin } from '../../../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
  type VoiceTestClient,
} from '../../../../test-support/voice-test-client.ts';

/** 16 kHz PCM as the base64 audio frames a browser sends. */
const audioFrame = (pcm: Int16Array) =>
  ({ type: CLIENT_EVENT.audio, base64: pcm16ToBytes(pcm).toString('base64') }) as const;

/** Sends PCM as a browser does: 100 ms chunks. */
const sendAudio = (c: VoiceTestClient, ...parts: Int16Array[]) => {
  const pcm = concatPcm(parts);
  for (let i = 0; i < pcm.length; i += 1600) c.send(audioFrame(pcm.subarray(i, i + 1600)));
};
const silence = (seconds: number) => new Int16Array(seconds * 16_000);
/** Without the quiet lead-in and tail that flite and the clips have (so the pauses are the test's own). */
const trim = (pcm: Int16Array) => {
  const first = pcm.findIndex((v) => Math.abs(v) > 300);
  const last = pcm.findLastIndex((v) => Math.abs(v) > 300);
  return pcm.slice(Math.max(0, first), last + 1);
};

// CI installs the model (npm postinstall) and sox (.ci/run); elsewhere these tests skip without them.
const available = !checkMoonshine() && checkOfflineSpeech().tts;

describe.skipIf(!available && !process.env.CI)('voice round trip with the offline speech engine', () => {
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

  it('hears a spoken question, transcribes it, answers in text and audio', async () => {
    const u = await signUpAndLogin(t.app);
    const start = await startPractice(t.app, u.auth, 'boss-venue-bottom-line');
    const c = await connectVoice(atOrigin(start.websocketUrl, origin));
    await c.waitFor(SERVER_EVENT.audio); // the opening line is spoken

    const question = await speech.tts.synthesize('how many guests are you expecting at the wedding');
    const from = c.events.length;
    // 100 ms chunks in real time, as a browser sends them; 1 s of silence ends the utterance
    const pcm = concatPcm([question, silence(1)]);
    const started = performance.now();
    for (let i = 0, n = 1; i < pcm.length; i += 1600, n++) {
      c.send(audioFrame(pcm.subarray(i, i + 1600)));
      await new Promise((r) => setTimeout(r, Math.max(0, started + n * 100 - performance.now())));
    }
    const transcript = await c.waitFor(SERVER_EVENT.userTranscript, () => true, 30_000, from);
    // the live transcript: what was heard so far arrives before the final text
    const tentative = c.events.slice(from).findIndex((e) => e.type === SERVER_EVENT.tentativeTranscript);
    expect(tentative).toBeGreaterThanOrEqual(0);
    expect(tentative).toBeLessThan(c.events.slice(from).indexOf(transcript));
    const partial = c.events[from + tentative]!;
    expect(partial).toMatchObject({ text: expect.stringMatching(/\S/) });
    expect(transcript.text).toMatch(/guests/);
    const answer = await c.waitFor(SERVER_EVENT.agentResponse, () => true, 30_000, from);
    expect(answer.text).toMatch(/150|hundred fifty/i);
    const audio = await c.waitFor(SERVER_EVENT.audio, (e) => e.eventId === answer.eventId, 30_000, from);
    expect(Buffer.from(audio.base64, 'base64').length).toBeGreaterThan(3200);
    c.ws.close();
    await c.closed;
  });

  it('barge-in: speech while the buyer is talking interrupts that reply, and none of its audio follows', async () => {
    const u = await signUpAndLogin(t.app);
    const start = await startPractice(t.app, u.auth, 'dreamer-garden-florals');
    const c = await connectVoice(atOrigin(start.websocketUrl, origin));
    const opening = await c.waitFor(SERVER_EVENT.agentResponse);
    const replyId = opening.eventId;
    await c.waitFor(SERVER_EVENT.audio); // the buyer has started talking (seconds of audio queued at the client)

    const voice = await speech.tts.synthesize('sorry to cut in, when is the wedding');
    for (let i = 0; i < voice.length; i += 1600) c.send(audioFrame(voice.subarray(i, i + 1600)));
    const interruption = await c.waitFor(SERVER_EVENT.interruption, () => true, 20_000);
    expect(interruption.eventId).toBe(replyId);
    const at = c.events.indexOf(interruption);
    c.send(audioFrame(silence(1))); // silence ends the utterance
    await c.waitFor(SERVER_EVENT.userTranscript, () => true, 30_000, at);
    const stale = c.events.slice(at).filter((e) => e.type === SERVER_EVENT.audio && e.eventId <= replyId);
    expect(stale).toHaveLength(0);
    c.ws.close();
    await c.closed;
  });

  it.skipIf(!soxAvailable() && !process.env.CI)(
    'noise only makes no turn and does not interrupt the buyer; a cough inside a question keeps it one turn',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'rr-noise-'));
      try {
        const clips = makeNonSpeechClips(dir);
        const file = path.join(dir, 'noise-only.wav'); // breathing, room noise, music and coughs, no words
        writeFileSync(
          file,
          encodeWav(concatPcm([...clips.values()].flatMap((pcm) => [pcm, silence(0.6)])), 16000),
        );
        const noise = decodeWav(readFileSync(file)).pcm;

        const u = await signUpAndLogin(t.app);
        const start = await startPractice(t.app, u.auth, 'relater-planning-with-mom');
        const c = await connectVoice(atOrigin(start.websocketUrl, origin));
        await c.waitFor(SERVER_EVENT.audio); // the buyer is speaking the opening line
        const from = c.events.length;
        sendAudio(c, noise);
        await new Promise((r) => setTimeout(r, 3000)); // every utterance the VAD found is decoded by now
        const types = c.events.slice(from).map((e) => e.type);
        expect(types).not.toContain(SERVER_EVENT.userTranscript);
        expect(types).not.toContain(SERVER_EVENT.tentativeTranscript);
        expect(types).not.toContain(SERVER_EVENT.interruption);
        expect(types).not.toContain(SERVER_EVENT.agentResponse);

        const first = trim(await speech.tts.synthesize('how many guests'));
        const second = trim(await speech.tts.synthesize('are you expecting at the wedding'));
        const at = c.events.length;
        const cough = trim(clips.get('cough')!);
        sendAudio(c, first, silence(0.15), cough, silence(0.15), second, silence(1));
        const transcript = await c.waitFor(SERVER_EVENT.userTranscript, () => true, 30_000, at);
        expect(transcript.text).toMatch(/guests.*wedding/i);
        await c.waitFor(SERVER_EVENT.agentResponse, () => true, 30_000, at);
        expect(c.events.filter((e) => e.type === SERVER_EVENT.userTranscript)).toHaveLength(1);
        c.ws.close();
        await c.closed;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
