/** Test double of the browser WebSocket for the voice client (only imported by tests). */
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
  sent: unknown[] = [];
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
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

  receive(type: string, payload: Record<string, unknown> = {}) {
    const key = { conversation_initiation_metadata: 'conversation_initiation_metadata_event', user_transcript: 'user_transcription_event', tentative_user_transcript: 'tentative_user_transcription_event' }[type] ?? `${type}_event`;
    this.onmessage?.({ data: JSON.stringify({ type, [key]: payload }) } as MessageEvent);
  }

  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' } as CloseEvent);
  }
}

export const asWebSocket = FakeWebSocket as unknown as typeof WebSocket;
