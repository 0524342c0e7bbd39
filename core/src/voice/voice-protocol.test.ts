import { describe, expect, it } from 'vitest';
import {
  buyerEndedMessage,
  CLIENT_EVENT,
  CLOSE_CODE,
  CLOSE_REASON,
  closeMessage,
  encodeClientMessage,
  encodeServerEvent,
  parseClientMessage,
  parseServerEvent,
  SERVER_EVENT,
  type ServerEvent,
} from './voice-protocol.ts';

describe('voice protocol: server events', () => {
  it('puts each event on the wire in the ElevenLabs shape', () => {
    expect(
      JSON.parse(encodeServerEvent({ type: SERVER_EVENT.agentResponse, text: 'Hi', eventId: 3 })),
    ).toEqual({
      type: 'agent_response',
      agent_response_event: { agent_response: 'Hi', event_id: 3 },
    });
    expect(
      JSON.parse(encodeServerEvent({ type: SERVER_EVENT.userTranscript, text: 'guests', eventId: 2 })),
    ).toEqual({
      type: 'user_transcript',
      user_transcription_event: { user_transcript: 'guests', event_id: 2 },
    });
    expect(
      JSON.parse(
        encodeServerEvent({
          type: SERVER_EVENT.metadata,
          conversationId: 'conv_1',
          outputFormat: 'pcm_16000',
          inputFormat: 'pcm_16000',
        }),
      ),
    ).toEqual({
      type: 'conversation_initiation_metadata',
      conversation_initiation_metadata_event: {
        conversation_id: 'conv_1',
        agent_output_audio_format: 'pcm_16000',
        user_input_audio_format: 'pcm_16000',
      },
    });
    expect(
      JSON.parse(encodeServerEvent({ type: SERVER_EVENT.tentativeTranscript, text: 'how', eventId: 1 })),
    ).toHaveProperty('tentative_user_transcription_event');
  });

  it('reads back every event it writes', () => {
    const events: ServerEvent[] = [
      {
        type: SERVER_EVENT.metadata,
        conversationId: 'c',
        outputFormat: 'pcm_16000',
        inputFormat: 'pcm_16000',
      },
      { type: SERVER_EVENT.userTranscript, text: 'a', eventId: 1 },
      { type: SERVER_EVENT.tentativeTranscript, text: 'b', eventId: 1 },
      { type: SERVER_EVENT.agentResponse, text: 'c', eventId: 2 },
      { type: SERVER_EVENT.audio, base64: 'AAA=', eventId: 2 },
      { type: SERVER_EVENT.interruption, eventId: 2 },
      { type: SERVER_EVENT.ping, eventId: 4 },
      { type: SERVER_EVENT.error, message: 'oops' },
      { type: SERVER_EVENT.sessionWarning, message: 'one minute', secondsLeft: 59 },
    ];
    for (const ev of events) expect(parseServerEvent(encodeServerEvent(ev))).toEqual(ev);
  });

  it('ignores frames it does not know', () => {
    expect(parseServerEvent('not json')).toBeNull();
    expect(parseServerEvent('null')).toBeNull();
    expect(parseServerEvent('{"type":"vad_score"}')).toBeNull();
    expect(parseServerEvent('{"type":"toString"}')).toBeNull();
  });
});

describe('voice protocol: client messages', () => {
  it('accepts what the client sends and reads it back', () => {
    const frames = [
      encodeClientMessage({ type: CLIENT_EVENT.userMessage, text: 'How many guests?' }),
      encodeClientMessage({ type: CLIENT_EVENT.audio, base64: 'AAAA' }),
      encodeClientMessage({ type: CLIENT_EVENT.pong, eventId: 7 }),
      encodeClientMessage({ type: CLIENT_EVENT.userActivity }),
      encodeClientMessage({ type: CLIENT_EVENT.initiation, language: 'en' }),
    ];
    expect(JSON.parse(frames[1]!)).toEqual({ user_audio_chunk: 'AAAA' });
    expect(frames.map((f) => parseClientMessage(f))).toEqual([
      { ok: true, message: { type: 'user_message', text: 'How many guests?' } },
      { ok: true, message: { type: 'user_audio_chunk', base64: 'AAAA' } },
      { ok: true, message: { type: 'pong', eventId: 7 } },
      { ok: true, message: { type: 'user_activity' } },
      { ok: true, message: { type: 'conversation_initiation_client_data', language: 'en' } },
    ]);
  });

  it('refuses malformed frames with a reason instead of throwing', () => {
    const bad = [
      'null',
      '42',
      '"text"',
      '[]',
      'not json',
      '{"user_audio_chunk":null}',
      '{"user_audio_chunk":5}',
      '{"type":"user_message"}',
      '{"type":"user_message","text":{}}',
      '{"type":"nonsense"}',
      '{}',
      '{"type":"pong","event_id":"x"}',
      '{"type":"conversation_initiation_client_data","conversation_config_override":{"agent":{"prompt":1}}}',
    ];
    for (const raw of bad) {
      const parsed = parseClientMessage(raw);
      expect(parsed.ok, raw).toBe(false);
      if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(5);
    }
  });

  it('trims a typed turn and cuts it at 2,000 characters', () => {
    const parsed = parseClientMessage(
      JSON.stringify({ type: 'user_message', text: `  ${'a'.repeat(5000)}  ` }),
    );
    expect(parsed.ok && parsed.message.type === CLIENT_EVENT.userMessage && parsed.message.text.length).toBe(
      2000,
    );
  });
});

describe('voice protocol: typed text', () => {
  it('drops NUL and other control characters from a typed turn but keeps the turn', () => {
    const parsed = parseClientMessage(
      JSON.stringify({ type: 'user_message', text: 'How many\u0000 guests?\u0007' }),
    );
    expect(parsed).toEqual({ ok: true, message: { type: 'user_message', text: 'How many guests?' } });
  });

  it('reads a blank typed turn as a turn of silence, which the buyer answers', () => {
    for (const text of ['   ', '\u0000\u0001', ''])
      expect(parseClientMessage(JSON.stringify({ type: 'user_message', text }))).toEqual({
        ok: true,
        message: { type: 'user_message', text: '' },
      });
  });
});

describe('voice protocol: fuzz', () => {
  it('never throws on thousands of random frames, and accepts only well-formed ones', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values = [null, true, 0, -1, 1e308, '', 'x', [], {}, { prompt: 5 }, 'user_message', '\u0000'];
    const keys = [
      'type',
      'text',
      'user_audio_chunk',
      'event_id',
      'conversation_config_override',
      '__proto__',
    ];
    for (let i = 0; i < 5000; i++) {
      const frame =
        random() < 0.3
          ? String.fromCharCode(...Array.from({ length: Math.floor(random() * 30) }, () => random() * 0xffff))
          : JSON.stringify(
              Object.fromEntries(
                Array.from({ length: Math.floor(random() * 4) }, () => [
                  keys[Math.floor(random() * keys.length)]!,
                  values[Math.floor(random() * values.length)],
                ]),
              ),
            );
      const parsed = parseClientMessage(frame);
      if (parsed.ok && parsed.message.type === CLIENT_EVENT.userMessage) {
        expect(parsed.message.text.trim()).not.toBe('');
      }
      if (!parsed.ok) expect(typeof parsed.error).toBe('string');
    }
  });
});

describe('voice protocol: the buyer ending the call', () => {
  it('names the buyer and why in the close reason, within a close frame', () => {
    expect(buyerEndedMessage('Marcus', 'pressure')).toBe('Marcus ended the call after feeling pushed.');
    expect(buyerEndedMessage('', null)).toBe('The buyer ended the call.');
    expect(new TextEncoder().encode(buyerEndedMessage('x'.repeat(500), 'pitching')).length).toBeLessThan(124);
  });

  it("shows the server's words for a buyer's ending and the code's text otherwise", () => {
    const said = buyerEndedMessage('Dana', 'abuse');
    expect(closeMessage(CLOSE_CODE.buyerEnded, said)).toBe(said);
    expect(closeMessage(CLOSE_CODE.buyerEnded, CLOSE_REASON[CLOSE_CODE.buyerEnded])).toBe(
      'The buyer ended the call.',
    );
    expect(closeMessage(CLOSE_CODE.idle, 'anything')).toBe('The session ended after a long silence.');
    expect(closeMessage(1000, '')).toBeNull();
  });
});
