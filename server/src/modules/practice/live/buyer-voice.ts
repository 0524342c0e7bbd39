import type { PersonaVoice } from '@ringready/core/voice/persona-voices';
import { SERVER_EVENT, type ServerEvent } from '@ringready/core/voice/voice-protocol';
import type { AppContext } from '../../../context.ts';
import { pcm16ToBytes } from '../../../providers/speech/pcm.ts';
import { SPEECH_SAMPLE_RATE, type SpeechEngine } from '../../../providers/speech/speech-ports.ts';
import { EarlySpeech } from './early-speech.ts';
import { synthesizeSentences } from './sentences.ts';

/** What the buyer's voice needs from its conversation. */
export interface BuyerVoiceHost {
  now(): number;
  send(event: ServerEvent): void;
  isClosed(): boolean;
  /** the salesperson is speaking, words heard */
  salespersonSpeaking(): boolean;
  voice(): PersonaVoice;
  log: AppContext['log'];
}

/**
 * The buyer's audio out, sentence by sentence in the persona's voice. Only the newest response is
 * spoken: a newer one, or the salesperson talking over it (barge-in), stops it and drops its waiting
 * sentences. A cut-in into a long monologue is the one response said over the salesperson.
 */
export class BuyerVoice {
  /** event id of the buyer response being spoken; audio of older responses is dropped */
  private responseId = 0;
  /** the newest response the salesperson talked over: none of its audio is sent any more */
  private interruptedId = 0;
  /** until when (epoch ms) the client is playing the buyer's audio */
  private speakingUntil = 0;
  /** aborted when the reply being spoken stops (superseded, talked over, closed) */
  private speaking = new AbortController();
  private readonly speech: SpeechEngine | null;
  private readonly host: BuyerVoiceHost;

  constructor(speech: SpeechEngine | null, host: BuyerVoiceHost) {
    this.speech = speech;
    this.host = host;
  }

  /** Barge-in: speech while the buyer is talking makes the client drop queued audio of that response. */
  talkedOver(): void {
    if (this.host.now() >= this.speakingUntil) return;
    this.host.send({ type: SERVER_EVENT.interruption, eventId: this.responseId });
    this.interruptedId = this.responseId;
    this.speakingUntil = 0;
    this.speaking.abort();
  }

  /**
   * Speaks response `eventId` (its agent_response already sent); resolves when its audio is sent or it
   * stopped. Audio streams without holding the next turn. `overSpeech`: said while the salesperson talks.
   */
  say(reply: string, eventId: number, early: EarlySpeech | null, overSpeech = false): Promise<void> {
    this.responseId = eventId;
    this.speaking.abort();
    const speaking = (this.speaking = new AbortController());
    if (!this.speech) return Promise.resolve();
    return this.stream(this.speech, reply, { eventId, signal: speaking.signal, early, overSpeech })
      .catch((err: Error) => {
        if (err.name !== 'AbortError') this.host.log.error({ err }, 'speech synthesis failed');
      })
      .finally(() => {
        speaking.abort();
        early?.abort();
      });
  }

  private async stream(
    speech: SpeechEngine,
    reply: string,
    at: { eventId: number; signal: AbortSignal; early: EarlySpeech | null; overSpeech: boolean },
  ): Promise<void> {
    const { eventId, signal, early } = at;
    const tts = { synthesize: (text: string) => early?.take(text) ?? this.synthesize(speech, text, signal) };
    for await (const { pcm } of synthesizeSentences(tts, reply)) {
      // superseded by a newer reply, talked over (even after the salesperson stopped), or they are speaking
      const talking = !at.overSpeech && this.speakingUntil === 0 && this.host.salespersonSpeaking();
      if (this.host.isClosed() || eventId !== this.responseId || eventId <= this.interruptedId || talking)
        return;
      this.speakingUntil =
        Math.max(this.host.now(), this.speakingUntil) + (pcm.length / SPEECH_SAMPLE_RATE) * 1000;
      this.host.send({ type: SERVER_EVENT.audio, base64: pcm16ToBytes(pcm).toString('base64'), eventId });
    }
  }

  /** Sentences of a reply still being worded, synthesised as they arrive (none without speech). */
  early(): EarlySpeech | null {
    const speech = this.speech;
    return speech ? new EarlySpeech((sentence, signal) => this.synthesize(speech, sentence, signal)) : null;
  }

  /** A sentence in the buyer's voice, queued as this conversation's so the engine serves conversations in turn. */
  private synthesize(speech: SpeechEngine, text: string, signal: AbortSignal): Promise<Int16Array> {
    return speech.tts.synthesize(text, { owner: this, signal, voice: this.host.voice() });
  }

  stop(): void {
    this.speaking.abort();
  }
}
