import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogin } from '../test-support/test-app.ts';
import { pcm16ToBytes } from './speech/pcm.ts';
import { checkOfflineSpeech, createSpeechEngine } from './speech/speech-engine.ts';
import type { SpeechEngine } from './speech/speech-ports.ts';
import { atOrigin, connectVoice } from './voice-test-client.ts';

const offline = checkOfflineSpeech();
const available = offline.stt && offline.tts;

describe.skipIf(!available && !process.env.CI)('voice round trip with the offline speech engine', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let speech: SpeechEngine;
  let origin = '';
  beforeAll(async () => {
    speech = createSpeechEngine({ stt: 'pocketsphinx', tts: 'flite' });
    t = await createTestApp({}, { speech });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('hears a spoken question, transcribes it, answers in text and audio', async () => {
    const u = await signUpAndLogin(t.app);
    const start = (await t.app.inject({ method: 'POST', url: '/api/sessions/start', headers: u.auth, payload: { scenarioId: 'boss-venue-bottom-line' } })).json();
    const c = await connectVoice(atOrigin(start.websocketUrl, origin));
    await c.waitFor((e) => e.type === 'audio'); // the opening line is spoken

    const question = await speech.tts.synthesize('how many guests are you expecting at the wedding');
    const silence = new Int16Array(16000); // 1 s: ends the utterance
    const from = c.events.length;
    for (const pcm of [question, silence]) {
      for (let i = 0; i < pcm.length; i += 1600) { // 100 ms chunks, as a browser would send them
        c.send({ user_audio_chunk: pcm16ToBytes(pcm.subarray(i, i + 1600)).toString('base64') });
      }
    }
    const transcript = await c.waitFor((e) => e.type === 'user_transcript', 30_000, from);
    // the live transcript: what was heard so far arrives before the final text
    const tentative = c.events.slice(from).findIndex((e) => e.type === 'tentative_user_transcript');
    expect(tentative).toBeGreaterThanOrEqual(0);
    expect(tentative).toBeLessThan(c.events.slice(from).indexOf(transcript));
    expect((c.events[from + tentative]!.tentative_user_transcription_event as { user_transcript: string }).user_transcript).not.toBe('');
    expect((transcript.user_transcription_event as { user_transcript: string }).user_transcript).toMatch(/guests/);
    const answer = await c.waitFor((e) => e.type === 'agent_response', 30_000, from);
    expect((answer.agent_response_event as { agent_response: string }).agent_response).toMatch(/150|hundred fifty/i);
    const audio = await c.waitFor((e) => e.type === 'audio' && (e.audio_event as { event_id: number }).event_id === (answer.agent_response_event as { event_id: number }).event_id, 30_000, from);
    expect(Buffer.from((audio.audio_event as { audio_base_64: string }).audio_base_64, 'base64').length).toBeGreaterThan(3200);
    c.ws.close();
    await c.closed;
  });

  it('barge-in: speech while the buyer is talking interrupts that reply, and none of its audio follows', async () => {
    const u = await signUpAndLogin(t.app);
    const start = (await t.app.inject({ method: 'POST', url: '/api/sessions/start', headers: u.auth, payload: { scenarioId: 'dreamer-garden-florals' } })).json();
    const c = await connectVoice(atOrigin(start.websocketUrl, origin));
    const opening = await c.waitFor((e) => e.type === 'agent_response');
    const replyId = (opening.agent_response_event as { event_id: number }).event_id;
    await c.waitFor((e) => e.type === 'audio'); // the buyer has started talking (seconds of audio queued at the client)

    const voice = await speech.tts.synthesize('sorry to cut in, when is the wedding');
    for (let i = 0; i < voice.length; i += 1600) c.send({ user_audio_chunk: pcm16ToBytes(voice.subarray(i, i + 1600)).toString('base64') });
    const interruption = await c.waitFor((e) => e.type === 'interruption', 20_000);
    expect((interruption.interruption_event as { event_id: number }).event_id).toBe(replyId);
    const at = c.events.indexOf(interruption);
    c.send({ user_audio_chunk: pcm16ToBytes(new Int16Array(16000)).toString('base64') }); // silence ends the utterance
    await c.waitFor((e) => e.type === 'user_transcript', 30_000, at);
    const stale = c.events.slice(at).filter((e) => e.type === 'audio' && (e.audio_event as { event_id: number }).event_id <= replyId);
    expect(stale).toHaveLength(0);
    c.ws.close();
    await c.closed;
  });
});
