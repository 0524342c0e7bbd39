import type { WebSocket } from 'ws';
import { openingLine } from '@ringready/core/buyer-engine/buyer-engine';
import { practiceTimeWarning } from '@ringready/core/usage';
import type { ConversationState } from '@ringready/core/buyer-engine/buyer-state';
import type { AppContext } from '../context.ts';
import { takeBuyerTurn } from './buyer-turn.ts';
import { endPractice } from './practice-service.ts';
import { bytesToPcm16, pcm16ToBytes } from './speech/pcm.ts';
import { synthesizeSentences } from './speech/sentences.ts';
import { SPEECH_SAMPLE_RATE, type SpeechEngine, type SttStream } from './speech/speech-ports.ts';
import { createUtteranceDetector, type UtteranceDetector } from './speech/vad.ts';
import { appendTurn, meterSession, type LiveSession } from './voice-store.ts';

export interface VoiceTimings {
  /** end the session after this long without user input */
  idleMs: number;
  meterEveryMs: number;
  /** warn when this many seconds of the plan are left */
  warnAtSeconds: number;
  pingEveryMs: number;
}
export const DEFAULT_TIMINGS: VoiceTimings = { idleMs: 5 * 60_000, meterEveryMs: 5_000, warnAtSeconds: 60, pingEveryMs: 15_000 };
const PRE_ROLL_CHUNKS = 15; // audio kept from before speech was detected (~300 ms of 20 ms chunks)
const MAX_TEXT = 2_000;
/** The protocol's payload field per event type (the rest follow `<type>_event`). */
const PAYLOAD_KEYS: Record<string, string> = { user_transcript: 'user_transcription_event', tentative_user_transcript: 'tentative_user_transcription_event' };

/**
 * One live conversation on the ElevenLabs Conversational AI websocket protocol:
 * metadata first; typed (`user_message`) and spoken (`user_audio_chunk`) turns in; `user_transcript`,
 * `agent_response`, `audio`, `interruption` and `ping` out, with increasing event ids.
 * Every turn is stored as it happens; metered time and idleness end the session on the server.
 */
export class VoiceConversation {
  /** increases with every event sent (pings too) */
  private eventId = 0;
  /** event id of the buyer response being spoken; audio of older responses is dropped */
  private responseId = 0;
  /** the newest response the salesperson talked over: none of its audio is sent any more */
  private interruptedId = 0;
  private seq: number;
  private state: ConversationState;
  private readonly history: Array<{ text: string; isUser: boolean }>;
  private turns: Promise<void> = Promise.resolve();
  private speakingUntil = 0;
  private readonly connectedAt: number;
  private readonly baseSeconds: number;
  private lastUserActivity: number;
  private warned = false;
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly detector: UtteranceDetector | null;
  private readonly stt: SttStream | null;
  private preRoll: Int16Array[] = [];
  private readonly ctx: AppContext;
  private readonly socket: WebSocket;
  private readonly session: LiveSession;
  private readonly speech: SpeechEngine | null;
  private readonly timings: VoiceTimings;

  constructor(ctx: AppContext, socket: WebSocket, live: { session: LiveSession; messages: Array<{ seq: number; isUser: boolean; text: string }>; state: ConversationState },
    speech: SpeechEngine | null, timings: VoiceTimings = DEFAULT_TIMINGS) {
    this.ctx = ctx;
    this.timings = timings;
    this.socket = socket;
    this.session = live.session;
    this.speech = speech;
    this.state = live.state;
    this.history = live.messages.map((m) => ({ text: m.text, isUser: m.isUser }));
    this.seq = (live.messages.at(-1)?.seq ?? -1) + 1;
    this.connectedAt = Date.now();
    this.lastUserActivity = Date.now();
    this.baseSeconds = live.session.durationSeconds;
    this.detector = speech ? createUtteranceDetector(speech.createVad()) : null;
    this.stt = speech ? speech.stt.createStream((text) => this.onPartialTranscript(text)) : null;
  }

  start(): void {
    this.send('conversation_initiation_metadata', {
      conversation_id: this.session.conversationId, agent_output_audio_format: `pcm_${SPEECH_SAMPLE_RATE}`, user_input_audio_format: `pcm_${SPEECH_SAMPLE_RATE}`,
    });
    this.socket.on('message', (raw) => this.onMessage(String(raw)));
    this.socket.on('close', () => void this.shutdown());
    this.timers.push(setInterval(() => void this.meter(), this.timings.meterEveryMs));
    this.timers.push(setInterval(() => this.send('ping', { event_id: ++this.eventId, ping_ms: null }), this.timings.pingEveryMs));
    // a first turn sent in the same tick as the metadata can be lost by some clients (voice.md)
    if (this.history.length === 0) setTimeout(() => this.enqueue(() => this.speak(openingLine(this.state))), 20);
  }

  private send(type: string, payload: Record<string, unknown> = {}): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify({ type, [PAYLOAD_KEYS[type] ?? `${type}_event`]: payload }));
  }

  private enqueue(work: () => Promise<void>): void {
    this.turns = this.turns.then(work).catch((err) => {
      this.ctx.log.error({ err }, 'voice turn failed');
      this.send('error', { message: 'Something went wrong with that turn. Please try again.' });
    });
  }

  private onMessage(raw: string): void {
    let msg: Record<string, unknown>;
    try {
      msg = JSON.parse(raw);
    } catch {
      return this.send('error', { message: 'Messages must be JSON.' });
    }
    if (typeof msg.user_audio_chunk === 'string') return this.onAudio(msg.user_audio_chunk);
    switch (msg.type) {
      case 'user_message': {
        const text = typeof msg.text === 'string' ? msg.text.trim().slice(0, MAX_TEXT) : '';
        if (!text) return this.send('error', { message: 'A user_message needs text.' });
        this.lastUserActivity = Date.now();
        return this.enqueue(() => this.userTurn(text));
      }
      case 'user_activity':
        this.lastUserActivity = Date.now();
        return;
      case 'conversation_initiation_client_data': case 'pong': case 'contextual_update':
        return;
      default:
        return this.send('error', { message: `Unknown message type: ${String(msg.type)}` });
    }
  }

  private onAudio(base64: string): void {
    if (!this.detector || !this.stt) {
      if (!this.warned) this.send('error', { message: 'Voice input is not available on this server. Type your message instead.' });
      this.warned = true;
      return;
    }
    const pcm = bytesToPcm16(Buffer.from(base64, 'base64'));
    const events = this.detector.push(pcm);
    const started = events.some((e) => e.type === 'speech-start');
    const ended = events.some((e) => e.type === 'speech-end');
    if (this.detector.inSpeech || ended) {
      if (started) {
        this.lastUserActivity = Date.now();
        if (Date.now() < this.speakingUntil) this.interrupt();
        for (const chunk of this.preRoll) this.stt.write(chunk);
        this.preRoll = [];
      }
      this.stt.write(pcm);
    } else {
      this.preRoll.push(pcm);
      if (this.preRoll.length > PRE_ROLL_CHUNKS) this.preRoll.shift();
    }
    if (ended) {
      const stt = this.stt;
      this.enqueue(async () => {
        const text = (await stt.finish()).trim();
        if (text) {
          this.send('user_transcript', { user_transcript: text, event_id: this.eventId });
          await this.userTurn(text);
        }
      });
    }
  }

  /** What the recogniser has heard so far of the utterance in progress (the live transcript). */
  private onPartialTranscript(text: string): void {
    this.send('tentative_user_transcript', { user_transcript: text, event_id: this.eventId });
  }

  /** Barge-in: the client drops queued audio of this and earlier events. */
  private interrupt(): void {
    this.send('interruption', { event_id: this.responseId });
    this.interruptedId = this.responseId;
    this.speakingUntil = 0;
  }

  private async userTurn(text: string): Promise<void> {
    await appendTurn(this.ctx, this.session.id, this.seq++, true, text);
    const result = await takeBuyerTurn(this.ctx, this.state, this.history, text);
    this.history.push({ text, isUser: true });
    this.state = result.state;
    await this.speak(result.reply);
  }

  private async speak(reply: string): Promise<void> {
    await appendTurn(this.ctx, this.session.id, this.seq++, false, reply, this.state);
    this.history.push({ text: reply, isUser: false });
    const eventId = ++this.eventId;
    this.responseId = eventId;
    this.send('agent_response', { agent_response: reply, event_id: eventId });
    // audio streams sentence by sentence without holding the next turn; a newer event or barge-in stops it
    if (this.speech) void this.streamAudio(this.speech, reply, eventId).catch((err) => this.ctx.log.error({ err }, 'speech synthesis failed'));
  }

  private async streamAudio(speech: SpeechEngine, reply: string, eventId: number): Promise<void> {
    for await (const { pcm } of synthesizeSentences(speech.tts, reply)) {
      // superseded by a newer reply, talked over (even after the salesperson stopped), or the salesperson is speaking
      if (this.closed || eventId !== this.responseId || eventId <= this.interruptedId || (this.speakingUntil === 0 && this.detector?.inSpeech)) return;
      this.speakingUntil = Math.max(Date.now(), this.speakingUntil) + (pcm.length / SPEECH_SAMPLE_RATE) * 1000;
      this.send('audio', { audio_base_64: pcm16ToBytes(pcm).toString('base64'), event_id: eventId });
    }
  }

  private elapsedSeconds(): number {
    return this.baseSeconds + Math.round((Date.now() - this.connectedAt) / 1000);
  }

  private async meter(): Promise<void> {
    if (this.closed) return;
    if (Date.now() - this.lastUserActivity > this.timings.idleMs) return this.finish(4002, 'Session ended after a long silence');
    const left = await meterSession(this.ctx, this.session.id, this.session.userId, this.elapsedSeconds());
    if (left <= 0) return this.finish(4001, 'Practice minutes used up');
    if (left <= this.timings.warnAtSeconds && !this.warned) {
      this.warned = true;
      this.send('session_warning', { message: practiceTimeWarning(left), seconds_left: Math.floor(left) });
    }
  }

  /** The server ends the session (limit reached, idle): report job, then close the socket. */
  private async finish(code: number, reason: string): Promise<void> {
    await meterSession(this.ctx, this.session.id, this.session.userId, this.elapsedSeconds());
    await endPractice(this.ctx, this.session.userId, this.session.id);
    this.socket.close(code, reason);
  }

  private async shutdown(): Promise<void> {
    if (this.closed) return;
    for (const t of this.timers) clearInterval(t);
    await this.turns;
    this.closed = true;
    this.stt?.close();
    await meterSession(this.ctx, this.session.id, this.session.userId, this.elapsedSeconds()).catch(() => undefined);
  }
}
