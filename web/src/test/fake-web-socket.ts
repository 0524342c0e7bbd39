/** Test double of the browser WebSocket for the voice client (only imported by tests). */
import { encodeServerEvent, SERVER_EVENT, VOICE_AUDIO_FORMAT } from '@ringready/core/voice/voice-protocol';
import type { ServerEvent } from '@ringready/core/voice/voice-protocol';

/** The server's opening metadata event, in the default audio format. */
export function metadataEvent(conversationId: string): ServerEvent {
  return {
    type: SERVER_EVENT.metadata,
    conversationId,
    outputFormat: VOICE_AUDIO_FORMAT,
    inputFormat: VOICE_AUDIO_FORMAT,
  };
}

export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static reset() {
    FakeWebSocket.instances = [];
  }
  static get last(): FakeWebSocket {
    const ws = FakeWebSocket.instances.at(-1);
    if (!ws) throw new Error('no socket opened');
    return ws;
  }

  readonly url: string;
  readyState = 0;
  /** the frames the client sent, as sent (compare with core's encodeClientMessage or read with parseClientMessage) */
  sent: string[] = [];
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close(code = 1000, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason } as CloseEvent);
  }

  // ---- driving the fake from a test ----
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** One server event, framed as the server sends it. */
  receive(event: ServerEvent) {
    this.onmessage?.({ data: encodeServerEvent(event) } as MessageEvent);
  }

  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' } as CloseEvent);
  }
}

export const asWebSocket = FakeWebSocket as unknown as typeof WebSocket;
