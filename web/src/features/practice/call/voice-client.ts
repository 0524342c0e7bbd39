/**
 * Browser client of the conversation websocket (ElevenLabs Conversational AI protocol, served by our own
 * server): connection state, the message list, typed turns, audio chunks in and out, ping/pong and barge-in.
 * The frames themselves are built and read by core/src/voice/voice-protocol.ts.
 */
import {
  CLIENT_EVENT,
  CLOSE_CODE,
  closeMessage,
  encodeClientMessage,
  parseServerEvent,
  SERVER_EVENT,
} from '@ringready/core/voice/voice-protocol';
import type { ClientMessage } from '@ringready/core/voice/voice-protocol';
import { base64ToPcm16 } from './pcm';

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

export interface ConversationMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: string;
}

/** Where the buyer's audio goes (a PcmPlayer in the browser, a fake in tests). */
export interface AudioSink {
  enqueue(pcm: Int16Array, eventId: number): void;
  /** drop queued and playing audio of this and earlier events */
  interrupt(eventId: number): void;
  stop(): void;
}

export interface VoiceSnapshot {
  state: ConnectionState;
  messages: ConversationMessage[];
  conversationId: string | null;
  audioChunks: number;
  /** what the recogniser has heard so far of the salesperson's utterance in progress ('' when none) */
  tentative: string;
}

export interface VoiceClientOptions {
  url: string;
  sink?: AudioSink;
  /** sent as the initiation message (CLIENT_EVENT.initiation) once the socket opens */
  initiation?: { prompt?: string; firstMessage?: string; language?: string; voiceId?: string };
  WebSocketImpl?: typeof WebSocket;
  onUpdate?: (snapshot: VoiceSnapshot) => void;
  onError?: (message: string) => void;
  onWarning?: (message: string) => void;
  /** the socket closed; `reason` is a readable text for the server's own close codes */
  onClose?: (code: number, reason: string | null) => void;
}

let nextId = 0;
const messageId = () => `m${Date.now().toString(36)}-${(nextId++).toString(36)}`;

export class VoiceClient {
  private socket: WebSocket | null = null;
  private snapshot: VoiceSnapshot = {
    state: 'disconnected',
    messages: [],
    conversationId: null,
    audioChunks: 0,
    tentative: '',
  };
  private interruptedUpTo = -1;
  private readonly options: VoiceClientOptions;

  constructor(options: VoiceClientOptions) {
    this.options = options;
  }

  get current(): VoiceSnapshot {
    return this.snapshot;
  }

  connect(): void {
    if (this.socket) return;
    if (!this.options.url) {
      this.update({ state: 'disconnected' });
      this.options.onError?.('No conversation URL was supplied.');
      return;
    }
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    this.update({ state: 'connecting' });
    let socket: WebSocket;
    try {
      socket = new Impl(this.options.url);
    } catch {
      this.update({ state: 'disconnected' });
      this.options.onError?.('Could not open the voice connection.');
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.sendInitiation();
    socket.onmessage = (ev: MessageEvent) =>
      this.onFrame(typeof ev.data === 'string' ? ev.data : String(ev.data));
    socket.onerror = () => this.update({ state: 'disconnected' });
    socket.onclose = (ev: CloseEvent) => {
      this.socket = null;
      // a buyer who hangs up has just said goodbye: that audio plays to its end
      if (ev.code !== CLOSE_CODE.buyerEnded) this.options.sink?.stop();
      this.update({ state: 'disconnected' });
      this.options.onClose?.(ev.code, closeMessage(ev.code, ev.reason));
    };
  }

  /** A typed salesperson turn; false when not connected. */
  sendText(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed || !this.send({ type: CLIENT_EVENT.userMessage, text: trimmed })) return false;
    this.addMessage(trimmed, true);
    return true;
  }

  /** One chunk of microphone audio (base64 PCM16 16 kHz mono). */
  sendAudio(base64: string): boolean {
    return this.send({ type: CLIENT_EVENT.audio, base64 });
  }

  close(): void {
    this.options.sink?.stop();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= 1) socket.close(1000, 'Conversation ended');
    this.update({ state: 'disconnected' });
  }

  private send(message: ClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1) return false;
    socket.send(encodeClientMessage(message));
    return true;
  }

  private sendInitiation(): void {
    const { prompt, firstMessage, language, voiceId } = this.options.initiation ?? {};
    this.send({ type: CLIENT_EVENT.initiation, prompt, firstMessage, language, voiceId });
  }

  private onFrame(raw: string): void {
    const ev = parseServerEvent(raw);
    if (!ev) return; // unknown or malformed frames are ignored
    switch (ev.type) {
      case SERVER_EVENT.metadata:
        return this.update({ state: 'connected', conversationId: ev.conversationId || null });
      case SERVER_EVENT.agentResponse:
        if (this.snapshot.state !== 'connected') this.update({ state: 'connected' });
        return this.addMessage(ev.text, false);
      case SERVER_EVENT.tentativeTranscript:
        return this.update({ tentative: ev.text.trim() });
      case SERVER_EVENT.userTranscript:
        this.update({ tentative: '' });
        return ev.text.trim() ? this.addMessage(ev.text.trim(), true) : undefined;
      case SERVER_EVENT.audio:
        if (ev.eventId <= this.interruptedUpTo || !ev.base64) return;
        this.options.sink?.enqueue(base64ToPcm16(ev.base64), ev.eventId);
        return this.update({ audioChunks: this.snapshot.audioChunks + 1 });
      case SERVER_EVENT.interruption:
        this.interruptedUpTo = Math.max(this.interruptedUpTo, ev.eventId);
        return this.options.sink?.interrupt(ev.eventId);
      case SERVER_EVENT.ping:
        this.send({ type: CLIENT_EVENT.pong, eventId: ev.eventId });
        return;
      case SERVER_EVENT.error:
        return this.options.onError?.(ev.message);
      case SERVER_EVENT.sessionWarning:
        return this.options.onWarning?.(ev.message);
    }
  }

  private addMessage(text: string, isUser: boolean): void {
    const message = { id: messageId(), text, isUser, timestamp: new Date().toISOString() };
    this.update({ messages: [...this.snapshot.messages, message] });
  }

  private update(patch: Partial<VoiceSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.options.onUpdate?.(this.snapshot);
  }
}
