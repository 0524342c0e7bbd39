import { beforeEach, describe, expect, it } from 'vitest';
import {
  buyerEndedMessage,
  CLIENT_EVENT,
  CLOSE_CODE,
  encodeClientMessage,
  SERVER_EVENT,
} from '@ringready/core/voice/voice-protocol';
import { asWebSocket, FakeWebSocket, metadataEvent } from '../../../test/fake-web-socket';
import { pcm16ToBase64 } from './pcm';
import { VoiceClient } from './voice-client';
import type { AudioSink, VoiceSnapshot } from './voice-client';

class FakeSink implements AudioSink {
  queued: Array<{ eventId: number; samples: number }> = [];
  enqueue(pcm: Int16Array, eventId: number) {
    this.queued.push({ eventId, samples: pcm.length });
  }
  interrupt(eventId: number) {
    this.queued = this.queued.filter((q) => q.eventId > eventId);
  }
  stop() {
    this.queued = [];
  }
}

const chunk = pcm16ToBase64(new Int16Array([1, 2, 3, 4]));

function setup() {
  const sink = new FakeSink();
  const updates: VoiceSnapshot[] = [];
  const closes: Array<[number, string | null]> = [];
  const errors: string[] = [];
  const client = new VoiceClient({
    url: 'ws://test/v1/convai/conversation?session=s',
    sink,
    WebSocketImpl: asWebSocket,
    initiation: { prompt: 'Be the Boss', language: 'en' },
    onUpdate: (s) => updates.push(s),
    onClose: (code, reason) => closes.push([code, reason]),
    onError: (m) => errors.push(m),
  });
  client.connect();
  return { client, sink, updates, closes, errors, ws: FakeWebSocket.last };
}

describe('VoiceClient (conversation websocket protocol)', () => {
  beforeEach(() => FakeWebSocket.reset());

  it('connects: sends the initiation data, becomes connected on the metadata, lists the opening line', () => {
    const { client, ws } = setup();
    expect(client.current.state).toBe('connecting');
    ws.open();
    expect(ws.sent[0]).toBe(
      encodeClientMessage({ type: CLIENT_EVENT.initiation, prompt: 'Be the Boss', language: 'en' }),
    );
    ws.receive(metadataEvent('conv_1'));
    expect(client.current).toMatchObject({ state: 'connected', conversationId: 'conv_1' });
    ws.receive({ type: SERVER_EVENT.agentResponse, text: 'Give me the bottom line.', eventId: 1 });
    expect(client.current.messages).toMatchObject([{ text: 'Give me the bottom line.', isUser: false }]);
    expect(client.current.messages[0]!.id).toBeTruthy();
    expect(Date.parse(client.current.messages[0]!.timestamp)).not.toBeNaN();
  });

  it('sends typed turns and lists them; spoken turns arrive as user transcripts', () => {
    const { client, ws } = setup();
    expect(client.sendText('too early')).toBe(false);
    ws.open();
    ws.receive(metadataEvent('c'));
    expect(client.sendText('  How many guests?  ')).toBe(true);
    expect(ws.sent.at(-1)).toBe(
      encodeClientMessage({ type: CLIENT_EVENT.userMessage, text: 'How many guests?' }),
    );
    ws.receive({ type: SERVER_EVENT.tentativeTranscript, text: 'when is', eventId: 2 });
    expect(client.current.tentative).toBe('when is'); // the live transcript, not yet a message
    expect(client.current.messages).toHaveLength(1);
    ws.receive({ type: SERVER_EVENT.userTranscript, text: 'when is the wedding', eventId: 2 });
    expect(client.current.tentative).toBe('');
    expect(client.current.messages.map((m) => [m.text, m.isUser])).toEqual([
      ['How many guests?', true],
      ['when is the wedding', true],
    ]);
    expect(client.sendAudio(chunk)).toBe(true);
    expect(ws.sent.at(-1)).toBe(encodeClientMessage({ type: CLIENT_EVENT.audio, base64: chunk }));
  });

  it('queues audio and drops queued audio of interrupted events (event_id ≤ the interruption)', () => {
    const { client, sink, ws } = setup();
    ws.open();
    ws.receive({ type: SERVER_EVENT.audio, base64: chunk, eventId: 1 });
    ws.receive({ type: SERVER_EVENT.audio, base64: chunk, eventId: 1 });
    ws.receive({ type: SERVER_EVENT.audio, base64: chunk, eventId: 2 });
    expect(sink.queued).toEqual([
      { eventId: 1, samples: 4 },
      { eventId: 1, samples: 4 },
      { eventId: 2, samples: 4 },
    ]);
    expect(client.current.audioChunks).toBe(3);
    ws.receive({ type: SERVER_EVENT.interruption, eventId: 1 });
    expect(sink.queued).toEqual([{ eventId: 2, samples: 4 }]);
    ws.receive({ type: SERVER_EVENT.audio, base64: chunk, eventId: 1 }); // late audio of the interrupted turn
    expect(sink.queued).toHaveLength(1);
    ws.receive({ type: SERVER_EVENT.audio, base64: chunk, eventId: 3 });
    expect(sink.queued.map((q) => q.eventId)).toEqual([2, 3]);
  });

  it('answers ping with pong and reports errors and warnings', () => {
    const { ws, errors } = setup();
    ws.open();
    ws.receive({ type: SERVER_EVENT.ping, eventId: 7 });
    expect(ws.sent.at(-1)).toBe(encodeClientMessage({ type: CLIENT_EVENT.pong, eventId: 7 }));
    ws.receive({ type: SERVER_EVENT.error, message: 'Voice input is not available' });
    expect(errors).toEqual(['Voice input is not available']);
  });

  it('ignores unknown and malformed frames', () => {
    const { client, ws, errors } = setup();
    ws.open();
    ws.receive(metadataEvent('c'));
    const before = client.current;
    for (const data of ['not json', '{"type":"no_such_event"}', '[]', 'null'])
      ws.onmessage?.({ data } as MessageEvent);
    expect(client.current).toBe(before);
    expect(errors).toEqual([]);
  });

  it('becomes disconnected on close, with a readable reason for the server codes', () => {
    const { client, ws, closes, sink } = setup();
    ws.open();
    ws.receive({ type: SERVER_EVENT.audio, base64: chunk, eventId: 1 });
    ws.serverClose(CLOSE_CODE.minutesUsedUp);
    expect(client.current.state).toBe('disconnected');
    expect(sink.queued).toEqual([]);
    expect(closes).toEqual([[CLOSE_CODE.minutesUsedUp, 'Your plan’s practice minutes are used up.']]);
  });

  it("lets the buyer's goodbye play out when the buyer ends the call, and says why", () => {
    const { client, ws, closes, sink } = setup();
    ws.open();
    ws.receive({ type: SERVER_EVENT.audio, base64: chunk, eventId: 1 });
    ws.readyState = 3;
    const reason = buyerEndedMessage('Marcus', 'pressure');
    ws.onclose?.({ code: CLOSE_CODE.buyerEnded, reason } as CloseEvent);
    expect(client.current.state).toBe('disconnected');
    expect(sink.queued).toHaveLength(1);
    expect(closes).toEqual([[CLOSE_CODE.buyerEnded, 'Marcus ended the call after feeling pushed.']]);
  });

  it('is disconnected without a URL', () => {
    const errors: string[] = [];
    const client = new VoiceClient({ url: '', WebSocketImpl: asWebSocket, onError: (m) => errors.push(m) });
    client.connect();
    expect(client.current.state).toBe('disconnected');
    expect(errors).toHaveLength(1);
  });
});
