import { describe, expect, it } from 'vitest';
import { personaVoice } from './persona-voices.ts';
import { CLIENT_EVENT, encodeClientMessage, parseClientMessage } from './voice-protocol.ts';

describe('the initiation message and the buyer voice', () => {
  const voiceId = personaVoice({ scenarioId: 'boss-venue-bottom-line', buyerType: 'boss' }).elevenLabs
    .voiceId;

  it("carries the persona's ElevenLabs voice as conversation_config_override.tts.voice_id", () => {
    const raw = encodeClientMessage({ type: CLIENT_EVENT.initiation, prompt: 'Be the Boss', voiceId });
    expect(JSON.parse(raw)).toEqual({
      type: CLIENT_EVENT.initiation,
      conversation_config_override: {
        agent: { prompt: { prompt: 'Be the Boss' } },
        tts: { voice_id: voiceId },
      },
    });
    expect(parseClientMessage(raw)).toEqual({
      ok: true,
      message: { type: CLIENT_EVENT.initiation, prompt: 'Be the Boss', voiceId },
    });
  });

  it('sends no tts override without a voice', () => {
    const raw = encodeClientMessage({ type: CLIENT_EVENT.initiation, language: 'en' });
    expect(JSON.parse(raw)).toEqual({
      type: CLIENT_EVENT.initiation,
      conversation_config_override: { agent: { language: 'en' } },
    });
  });
});
