import type { WebSocket } from 'ws';
import { openingLine } from '@ringready/core/buyer-engine/buyer-engine';
import type { ConversationState } from '@ringready/core/buyer-engine/buyer-state';
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
import type { SpeechEngine } from '../../../providers/speech/speech-ports.ts';
import { appendTurn, findPracticeSession, type LiveSession } from '../practice-repository.ts';
import { endPractice } from '../practice-service.ts';
import { takeBuyerTurn } from './buyer-turn.ts';
import { BuyerVoice } from './buyer-voice.ts';
import type { EarlySpeech } from './early-speech.ts';
import { DEFAULT_TIMINGS, OPENING_DELAY_MS, type VoiceTimings as BaseTimings } from './voice-timings.ts';
import { createFrameBudget, FLOOD_MESSAGE, MAX_PENDING_TURNS, TOO_MANY_TURNS } from './frame-budget.ts';
import {
  DEFAULT_MONOLOGUE_LIMIT_MS,
  MonologueWatch,
  type CutIn,
  type MonologueTimings,
} from './monologue-watch.ts';
import { PracticeMeter } from './practice-meter.ts';
import { createSpeechInput, type SpeechInput } from './speech-input.ts';

export type VoiceTimings = BaseTimings & MonologueTimings;
export { DEFAULT_TIMINGS };
export const NO_VOICE_INPUT = 'Voice input is not available on this server. Type your message instead.';

/**
 * One live conversation on the voice protocol: metadata first; typed and spoken turns in; transcripts,
 * buyer responses, audio, interruptions and pings out, with increasing event ids. Every turn is
 * stored as it happens; metered time and idleness end the session on the server. A newer socket on
 * the same session takes it over: this one is closed (4003) at its next turn or meter tick. A spoken
 * turn that runs too long is cut into by the buyer (monologue-watch.ts).
 */
export class VoiceConversation {
  /** increases with every event sent (pings too) */
  private eventId = 0;
  private readonly voice: BuyerVoice;
  private readonly monologue: MonologueWatch;
  /** the salesperson's words the buyer cut into, read by the engine with their next turn */
  private cutWords = '';
  private state: ConversationState;
  private readonly history: Array<{ text: string; isUser: boolean }>;
  private turns: Promise<void> = Promise.resolve();
  /** typed turns waiting for the buyer's answer */
  private pendingTurns = 0;
  private readonly budget = createFrameBudget();
  private readonly meterClock: PracticeMeter;
  /** the client was told once that this server cannot hear audio */
  private toldNoVoiceInput = false;
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly input: SpeechInput | null;
  private readonly ctx: AppContext;
  private readonly socket: WebSocket;
  private readonly session: LiveSession['session'];
  private readonly live: { sessionId: string; userId: string; socketId: string };
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
    this.state = live.state;
    this.history = live.messages.map((m) => ({ text: m.text, isUser: m.isUser }));
    this.meterClock = new PracticeMeter(ctx, this.live, live.session.durationSeconds, timings);
    this.voice = new BuyerVoice(speech, {
      now: () => this.now(),
      send: (event) => this.send(event),
      isClosed: () => this.closed,
      salespersonSpeaking: () => this.input?.inSpeech === true,
      voice: () => personaVoice(this.state.persona),
      log: ctx.log,
    });
    const limitMs = timings.monologueLimitMs ?? DEFAULT_MONOLOGUE_LIMIT_MS;
    this.monologue = new MonologueWatch(
      () => this.state.persona.buyerType,
      limitMs,
      (cut) => this.enqueue(() => this.cutIn(cut)),
    );
    this.input = speech
      ? createSpeechInput(speech.stt, {
          onSpeechStart: () => this.onSpeechStart(),
          onPartial: (heard) => {
            const text = this.monologue.partial(heard);
            if (text) this.send({ type: SERVER_EVENT.tentativeTranscript, text, eventId: this.eventId });
          },
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
        this.meterClock.touch();
        if (this.pendingTurns >= MAX_PENDING_TURNS) return this.sendError(TOO_MANY_TURNS);
        this.pendingTurns++;
        return this.enqueue(() => this.userTurn(msg.text).finally(() => this.pendingTurns--));
      case CLIENT_EVENT.userActivity:
        this.meterClock.touch();
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
    const bytes = Buffer.from(base64, 'base64');
    this.input.push(bytes);
    this.monologue.audio((bytes.length / 2 / 16) | 0, this.input.inSpeech);
  }

  /** Words heard: a turn is under way, and speech while the buyer is talking is a barge-in. */
  private onSpeechStart(): void {
    this.meterClock.touch();
    this.monologue.wordsStarted();
    this.voice.talkedOver();
  }

  private async onUtterance(finish: () => Promise<string>): Promise<void> {
    const text = this.monologue.final((await finish()).trim());
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

  /** The buyer cuts into a long spoken turn: the words so far are the salesperson's turn, the line the buyer's. */
  private async cutIn({ said, line }: CutIn): Promise<void> {
    this.send({ type: SERVER_EVENT.userTranscript, text: said, eventId: this.eventId });
    if (!(await this.store(true, said))) return;
    this.history.push({ text: said, isUser: true });
    this.cutWords = [this.cutWords, said].filter(Boolean).join(' ');
    this.state = { ...this.state, lastBuyerText: line };
    await this.speak(line, null, true);
  }

  private async answer(text: string): Promise<void> {
    // an LLM wording's sentences are synthesised as they arrive; unused if the wording is refused
    const early = this.voice.early();
    // the engine reads the words the buyer cut into with the answer to the cut-in
    const read = [this.cutWords, text].filter(Boolean).join(' ');
    this.cutWords = '';
    const turn = await takeBuyerTurn(this.ctx, this.state, this.history, read, {
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

  /**
   * Stores and sends the reply; resolves with its audio's sending, or null when this socket lost the
   * session. `overSpeech`: a cut-in, said while the salesperson is talking.
   */
  private async speak(
    reply: string,
    early: EarlySpeech | null = null,
    overSpeech = false,
  ): Promise<Promise<void> | null> {
    if (!(await this.store(false, reply, this.state))) {
      early?.abort();
      return null;
    }
    this.history.push({ text: reply, isUser: false });
    const eventId = ++this.eventId;
    this.send({ type: SERVER_EVENT.agentResponse, text: reply, eventId });
    return this.voice.say(reply, eventId, early, overSpeech);
  }

  private async meter(): Promise<void> {
    if (this.closed) return;
    const tick = await this.meterClock.tick();
    if (tick === 'idle') return this.finish(CLOSE_CODE.idle);
    if (tick === 'lost') return this.release();
    if (tick === 'used-up') return this.finish(CLOSE_CODE.minutesUsedUp);
    if (tick !== 'go-on') this.send({ type: SERVER_EVENT.sessionWarning, ...tick });
  }

  /** The server ends the session (limit reached, idle, the buyer hung up): report job, then close the socket. */
  private async finish(code: number, reason = CLOSE_REASON[code]): Promise<void> {
    await this.meterClock.record();
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
    this.voice.stop();
    this.input?.close();
    await this.meterClock.record().catch(() => undefined);
  }
}
