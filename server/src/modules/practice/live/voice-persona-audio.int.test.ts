import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaVoice } from '@ringready/core/voice/persona-voices';
import { findPersona } from '@ringready/core/buyer-engine/personas';
import { SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { createFlitePoolTts } from '../../../providers/speech/flite-pool-tts.ts';
import { checkOfflineSpeech } from '../../../providers/speech/speech-engine.ts';
import { bytesToPcm16, concatPcm } from '../../../providers/speech/pcm.ts';
import type { SpeechEngine } from '../../../providers/speech/speech-ports.ts';
import { medianPitch } from '../../../../test-support/pitch-tracker.ts';
import { createTestApp, signUpAndLogin } from '../../../../test-support/test-app.ts';
import {
  atOrigin,
  connectVoice,
  listenForVoice,
  startPractice,
  type VoiceTestClient,
} from '../../../../test-support/voice-test-client.ts';

/** The buyer's opening line as the client hears it: its audio events, once no more arrive for a second. */
async function openingAudio(c: VoiceTestClient): Promise<Int16Array> {
  const opening = await c.waitFor(SERVER_EVENT.agentResponse);
  await c.waitFor(SERVER_EVENT.audio, (e) => e.eventId === opening.eventId, 20_000);
  const audio = () => c.events.filter((e) => e.type === SERVER_EVENT.audio && e.eventId === opening.eventId);
  for (let count = 0; audio().length !== count;) {
    count = audio().length;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return concatPcm(audio().map((e) => bytesToPcm16(Buffer.from((e as { base64: string }).base64, 'base64'))));
}

// flite is an npm package (WASI): every install has it; the recogniser is not needed to hear the buyer
describe.skipIf(!checkOfflineSpeech().tts)('each buyer speaks in its own voice over the websocket', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const tts = createFlitePoolTts({ size: 2 });
  const speech: SpeechEngine = {
    stt: { name: 'none', createStream: () => ({ write() {}, finish: async () => '', close() {} }) },
    tts,
    warmUp: async () => tts.warmUp(),
    close: async () => tts.close(),
  };
  let origin = '';
  beforeAll(async () => {
    t = await createTestApp({}, { speech });
    origin = await listenForVoice(t.app);
  });
  afterAll(async () => {
    await t.close();
    await speech.close();
  });

  it.each([
    ['boss-venue-bottom-line', 'male'],
    ['dreamer-garden-florals', 'female'],
  ])('%s: a %s voice, pitched as the persona says', async (scenarioId, sex) => {
    const voice = personaVoice(findPersona(scenarioId)!);
    expect(voice.sex).toBe(sex);
    const u = await signUpAndLogin(t.app);
    const start = await startPractice(t.app, u.auth, scenarioId);
    const c = await connectVoice(atOrigin(start.websocketUrl, origin));
    const pitch = medianPitch(await openingAudio(c));
    if (sex === 'male') expect(pitch).toBeLessThan(155);
    else expect(pitch).toBeGreaterThan(165);
    // within a semitone of the persona's pitch
    expect(Math.abs(12 * Math.log2(pitch / voice.pitchHz))).toBeLessThan(1);
    c.ws.close();
    await c.closed;
  });
});
