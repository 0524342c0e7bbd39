import type { WebSocket } from 'ws';
import { openingLine } from '@ringready/core/buyer-engine/buyer-engine';
import type { ConversationState } from '@ringready/core/buyer-engine/buyer-state';
import { practiceTimeWarning } from '@ringready/core/usage';
import { personaVoice } from '@ringready/core/voice/persona-voices';
import {
  buyerEndedMessage,
  CLIENT_EVENT,
  CLOSE_CODE,
  CLOSE_REASON,
  encodeServerEvent,
  parseClientMessage,
  SERVER_EVENT,
  VOICE_AUDIO_FORMAT,
  type ServerEvent,
} from '@ringready/core/voice/voice-protocol';
import type { AppContext } from '../../../context.ts';
import { pcm16ToBytes } from '../../../providers/speech/pcm.ts';
import { SPEECH_SAMPLE_RATE, type SpeechEngine } from '../../../providers/speech/speech-ports.ts';
import { appendTurn, findPracticeSession, type LiveSession } from '../practice-repository.ts';
import { endPractice, meterSession } from '../practice-service.ts';
import { takeBuyerTurn } from './buyer-turn.ts';
import { EarlySpeech } from './early-speech.ts';
import { DEFAULT_TIMINGS, OPENING_DELAY_MS, type VoiceTimings } from './voice-timings.ts';
import { createFrameBudget, FLOOD_MESSAGE, MAX_PENDING_TURNS, TOO_MANY_TURNS } from './frame-budget.ts';
import { createSpeechInput, type SpeechInput } from './speech-input.ts';
import { synthesizeSentences } from './sentences.ts';

export { DEFAULT_TIMINGS, type VoiceTimings };
export const NO_VOICE_INPUT = 'Voice input is not available on this server. Type your message instead.';

/**
 * One live conversation on the voice protocol: metadata first; typed and spoken turns in; transcripts,
 * buyer responses, audio, interruptions and pings out, with increasing event ids. Every turn is
 * stored as it happens; metered time and idleness end the session on the server. A newer socket on
 * the same session takes it over: this one is closed (4003) at its next turn or meter tick.
 */
export class VoiceConversation {
  /** increases with every event sent (pings too) */
  private eventId = 0;
  /** event id of the buyer response being spoken; audio of older responses is dropped */
  private responseId = 0;
  /** the newest response the salesperson talked over: none of its audio is sent any more */
  private interruptedId = 0;
  /** until when (epoch ms) the client is playing the buyer's audio */
  private speakingUntil = 0;
  /** aborted when the reply being spoken stops (superseded, talked over, closed): its waiting sentences are dropped */
  private speaking = new AbortController();
  private state: ConversationState;
  private readonly history: Array<{ text: string; isUser: boolean }>;
  private turns: Promise<void> = Promise.resolve();
  /** typed turns waiting for the buyer's answer */
  private pendingTurns = 0;
  private readonly budget = createFrameBudget();
  private readonly connectedAt: number;
  private readonly baseSeconds: number;
  private lastUserActivity: number;
  /** the client was told once that this server cannot hear audio */
  private toldNoVoiceInput = false;
  /** the client was warned once that the plan's minutes are running out */
  private warnedTimeLeft = false;
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly input: SpeechInput | null;
  private readonly ctx: AppContext;
  private readonly socket: WebSocket;
  private readonly session: LiveSession['session'];
  private readonly live: { sessionId: string; userId: string; socketId: string };
  private readonly speech: SpeechEngine | null;
  private readonly timings: VoiceTimings;

  constructor(
    ctx: AppContext,
    socket: WebSocket,
    live: LiveSession,
    speech: SpeechEngine | null,
    timings: VoiceTimings = DEFAULT_TIMINGS,
  ) {
    this.ctx = ctx;
    this.timings = timings;
    this.socket = socket;
    this.session = live.session;
    this.live = { sessionId: live.session.id, userId: live.session.userId, socketId: live.socketId };
    this.speech = speech;
    this.state = live.state;
    this.history = live.messages.map((m) => ({ text: m.text, isUser: m.isUser }));
    this.connectedAt = this.now();
    this.lastUserActivity = this.now();
    this.baseSeconds = live.session.durationSeconds;
    this.input = speech
      ? createSpeechInput(speech.stt, {
          onSpeechStart: () => this.onSpeechStart(),
          onPartial: (text) =>
            this.send({ type: SERVER_EVENT.tentativeTranscript, text, eventId: this.eventId }),
          onUtterance: (finish) => this.enqueue(() => this.onUtterance(finish)),
        })
      : null;
  }

  /** `early` holds the frames the client sent before the conversation was ready. */
  start(early: string[] = []): void {
    this.send({
      type: SERVER_EVENT.metadata,
      conversationId: this.session.conversationId ?? '',
      outputFormat: VOICE_AUDIO_FORMAT,
      inputFormat: VOICE_AUDIO_FORMAT,
    });
    this.socket.on('message', (raw) => this.onMessage(String(raw)));
    this.socket.on('close', () => void this.shutdown());
    this.timers.push(setInterval(() => void this.meter(), this.timings.meterEveryMs));
    const ping = () => this.send({ type: SERVER_EVENT.ping, eventId: ++this.eventId });
    this.timers.push(setInterval(ping, this.timings.pingEveryMs));
    const last = this.history.at(-1);
    if (!last) {
      setTimeout(
        () => this.enqueue(async () => void (await this.speak(openingLine(this.state)))),
        OPENING_DELAY_MS,
      );
    } else if (last.isUser) {
      // a turn stored just before the previous connection went away is answered now
      this.history.pop();
      this.enqueue(() => this.answer(last.text));
    }
    for (const raw of early) this.onMessage(raw);
  }

  private now(): number {
    return this.ctx.now().getTime();
  }

  private send(event: ServerEvent): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(encodeServerEvent(event));
  }

  private sendError(message: string): void {
    this.send({ type: SERVER_EVENT.error, message });
  }

  private enqueue(work: () => Promise<void>): void {
    this.turns = this.turns.then(work).catch((err) => {
      this.ctx.log.error({ err }, 'voice turn failed');
      this.sendError('Something went wrong with that turn. Please try again.');
    });
  }

  private onMessage(raw: string): void {
    if (this.closed) return;
    const allowed = this.budget.take(this.now());
    if (allowed !== true) return allowed === 'warn' ? this.sendError(FLOOD_MESSAGE) : undefined;
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) return this.sendError(parsed.error);
    const msg = parsed.message;
    switch (msg.type) {
      case CLIENT_EVENT.audio:
        return this.onAudio(msg.base64);
      case CLIENT_EVENT.userMessage:
        this.lastUserActivity = this.now();
        if (this.pendingTurns >= MAX_PENDING_TURNS) return this.sendError(TOO_MANY_TURNS);
        this.pendingTurns++;
        return this.enqueue(() => this.userTurn(msg.text).finally(() => this.pendingTurns--));
      case CLIENT_EVENT.userActivity:
        this.lastUserActivity = this.now();
        return;
      default:
        return; // initiation overrides, pongs and contextual updates need no answer
    }
  }

  private onAudio(base64: string): void {
    if (!this.input) {
      if (!this.toldNoVoiceInput) this.sendError(NO_VOICE_INPUT);
      this.toldNoVoiceInput = true;
      return;
    }
    this.input.push(Buffer.from(base64, 'base64'));
  }

  /** Barge-in: speech while the buyer is talking makes the client drop queued audio of that response. */
  private onSpeechStart(): void {
    this.lastUserActivity = this.now();
    if (this.now() >= this.speakingUntil) return;
    this.send({ type: SERVER_EVENT.interruption, eventId: this.responseId });
    this.interruptedId = this.responseId;
    this.speakingUntil = 0;
    this.speaking.abort();
  }

  private async onUtterance(finish: () => Promise<string>): Promise<void> {
    const text = (await finish()).trim();
    if (!text) return;
    this.send({ type: SERVER_EVENT.userTranscript, text, eventId: this.eventId });
    await this.userTurn(text);
  }

  /** Stores a turn as this socket's; false (and the socket closes) when it no longer owns the session. */
  private async store(isUser: boolean, text: string, state?: ConversationState): Promise<boolean> {
    const turn = { ...this.live, isUser, text, at: this.ctx.now(), state };
    if (await appendTurn(this.ctx.db, turn)) return true;
    await this.release();
    return false;
  }

  private async userTurn(text: string): Promise<void> {
    if (await this.store(true, text)) await this.answer(text);
  }

  private async answer(text: string): Promise<void> {
    // an LLM wording's sentences are synthesised as they arrive; unused if the wording is refused
    const speech = this.speech;
    const early = speech
      ? new EarlySpeech((sentence, signal) => this.synthesize(speech, sentence, signal))
      : null;
    const turn = await takeBuyerTurn(this.ctx, this.state, this.history, text, {
      budgetMs: this.timings.llmBudgetMs,
      onSentence: early ? (sentence) => early.start(sentence) : undefined,
    });
    this.history.push({ text, isUser: true });
    this.state = turn.ended
      ? ({ ...turn.state, endReason: turn.endReason } as ConversationState)
      : turn.state;
    const spoken = await this.speak(turn.reply, early);
    if (!turn.ended || spoken === null) return;
    // the buyer hung up: the reply is said (its audio sent), then the practice ends and its report is made
    await spoken;
    await this.finish(CLOSE_CODE.buyerEnded, buyerEndedMessage(this.state.persona.name, turn.endReason));
  }

  /** Stores and sends the reply; resolves with its audio's sending, or null when this socket lost the session. */
  private async speak(reply: string, early: EarlySpeech | null = null): Promise<Promise<void> | null> {
    if (!(await this.store(false, reply, this.state))) {
      early?.abort();
      return null;
    }
    this.history.push({ text: reply, isUser: false });
    const eventId = ++this.eventId;
    this.responseId = eventId;
    this.send({ type: SERVER_EVENT.agentResponse, text: reply, eventId });
    // audio streams sentence by sentence without holding the next turn; a newer event or barge-in stops it
    this.speaking.abort();
    const speaking = (this.speaking = new AbortController());
    if (!this.speech) return Promise.resolve();
    return this.streamAudio(this.speech, reply, eventId, speaking.signal, early)
      .catch((err: Error) => {
        if (err.name !== 'AbortError') this.ctx.log.error({ err }, 'speech synthesis failed');
      })
      .finally(() => {
        speaking.abort();
        early?.abort();
      });
  }

  private async streamAudio(
    speech: SpeechEngine,
    reply: string,
    eventId: number,
    signal: AbortSignal,
    early: EarlySpeech | null,
  ): Promise<void> {
    const tts = { synthesize: (text: string) => early?.take(text) ?? this.synthesize(speech, text, signal) };
    for await (const { pcm } of synthesizeSentences(tts, reply)) {
      // superseded by a newer reply, talked over (even after the salesperson stopped), or they are speaking
      const talkedOver = eventId <= this.interruptedId || (this.speakingUntil === 0 && this.input?.inSpeech);
      if (this.closed || eventId !== this.responseId || talkedOver) return;
      this.speakingUntil =
        Math.max(this.now(), this.speakingUntil) + (pcm.length / SPEECH_SAMPLE_RATE) * 1000;
      this.send({ type: SERVER_EVENT.audio, base64: pcm16ToBytes(pcm).toString('base64'), eventId });
    }
  }

  /** A sentence in the buyer's voice, queued as this conversation's so the engine serves conversations in turn. */
  private synthesize(speech: SpeechEngine, text: string, signal: AbortSignal): Promise<Int16Array> {
    return speech.tts.synthesize(text, { owner: this, signal, voice: personaVoice(this.state.persona) });
  }

  private elapsedSeconds(): number {
    return this.baseSeconds + Math.round((this.now() - this.connectedAt) / 1000);
  }

  private async meter(): Promise<void> {
    if (this.closed) return;
    if (this.now() - this.lastUserActivity > this.timings.idleMs) return this.finish(CLOSE_CODE.idle);
    const left = await meterSession(this.ctx, this.live, this.elapsedSeconds());
    if (left === null) return this.release();
    if (left <= 0) return this.finish(CLOSE_CODE.minutesUsedUp);
    if (left <= this.timings.warnAtSeconds && !this.warnedTimeLeft) {
      this.warnedTimeLeft = true;
      const message = practiceTimeWarning(left);
      this.send({ type: SERVER_EVENT.sessionWarning, message, secondsLeft: Math.floor(left) });
    }
  }

  /** The server ends the session (limit reached, idle, the buyer hung up): report job, then close the socket. */
  private async finish(code: number, reason = CLOSE_REASON[code]): Promise<void> {
    await meterSession(this.ctx, this.live, this.elapsedSeconds());
    await endPractice(this.ctx, this.live.userId, this.live.sessionId);
    this.close(code, reason);
  }

  /** This socket lost the session: a newer connection took it over (4003), or it ended (4004). */
  private async release(): Promise<void> {
    const row = await findPracticeSession(this.ctx.db, this.live.sessionId);
    const replaced = row?.status === 'active' && row.voiceSocketId !== this.live.socketId;
    this.close(replaced ? CLOSE_CODE.replaced : CLOSE_CODE.notLive);
  }

  private close(code: number, reason = CLOSE_REASON[code]): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
  }

  private async shutdown(): Promise<void> {
    if (this.closed) return;
    for (const t of this.timers) clearInterval(t);
    await this.turns;
    this.closed = true;
    this.speaking.abort();
    this.input?.close();
    await meterSession(this.ctx, this.live, this.elapsedSeconds()).catch(() => undefined);
  }
}
