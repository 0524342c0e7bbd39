import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENT, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { pcm16ToBytes } from '../../../providers/speech/pcm.ts';
import { checkOfflineSpeech, createSpeechEngine } from '../../../providers/speech/speech-engine.ts';
import type { SpeechEngine } from '../../../providers/speech/speech-ports.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
} from '../../../test-support/voice-test-client.ts';

/** 16 kHz PCM as the base64 audio frames a browser sends. */
const audioFrame = (pcm: Int16Array) =>
  ({ type: CLIENT_EVENT.audio, base64: pcm16ToBytes(pcm).toString('base64') }) as const;

const offline = checkOfflineSpeech();
const available = offline.stt && offline.tts;

describe.skipIf(!available && !process.env.CI)('voice round trip with the offline speech engine', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let speech: SpeechEngine;
  let origin = '';
  beforeAll(async () => {
    speech = createSpeechEngine({ stt: 'pocketsphinx', tts: 'flite' });
    t = await createTestApp({}, { speech });
    origin = await listenForVoice(t.app);
  });
  afterAll(() => t.close());

  it('hears a spoken question, transcribes it, answers in text and audio', async () => {
    const u = await signUpAndLogin(t.app);
    const start = await startPractice(t.app, u.auth, 'boss-venue-bottom-line');
    const c = await connectVoice(atOrigin(start.websocketUrl, origin));
    await c.waitFor(SERVER_EVENT.audio); // the opening line is spoken

    const question = await speech.tts.synthesize('how many guests are you expecting at the wedding');
    const silence = new Int16Array(16000); // 1 s: ends the utterance
    const from = c.events.length;
    for (const pcm of [question, silence]) {
      for (let i = 0; i < pcm.length; i += 1600) {
        // 100 ms chunks, as a browser would send them
        c.send(audioFrame(pcm.subarray(i, i + 1600)));
      }
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
    c.send(audioFrame(new Int16Array(16000))); // silence ends the utterance
    await c.waitFor(SERVER_EVENT.userTranscript, () => true, 30_000, at);
    const stale = c.events.slice(at).filter((e) => e.type === SERVER_EVENT.audio && e.eventId <= replyId);
    expect(stale).toHaveLength(0);
    c.ws.close();
    await c.closed;
  });
});
