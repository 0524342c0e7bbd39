import { z } from 'zod';
import type { CallEndReason } from '../conversation/buyer-moves.ts';

/**
 * The voice conversation websocket: the ElevenLabs Conversational AI protocol, which our own agent
 * serves and the browser, the widget and the tests speak. Every event name, payload key and close
 * code lives here; the rest of the code uses these constants, builders and parsers.
 *
 * Wire shapes: the client sends `{"user_audio_chunk": "<base64>"}` (no type) or `{"type": …, …}`;
 * the server sends `{"type": T, "<payload key of T>": {…}}`, where the payload key is `T_event`
 * except for the transcripts (`user_transcription_event`, `tentative_user_transcription_event`).
 */

/** Where our own agent listens. */
export const VOICE_PATH = '/v1/convai/conversation';
/** Audio in both directions: 16 kHz mono PCM16 little-endian, base64 without a WAV header. */
export const VOICE_AUDIO_FORMAT = 'pcm_16000';

export const SERVER_EVENT = {
  metadata: 'conversation_initiation_metadata',
  userTranscript: 'user_transcript',
  tentativeTranscript: 'tentative_user_transcript',
  agentResponse: 'agent_response',
  audio: 'audio',
  interruption: 'interruption',
  ping: 'ping',
  error: 'error',
  /** ours: about a minute of plan time left (the official client ignores unknown events) */
  sessionWarning: 'session_warning',
} as const;
export type ServerEventType = (typeof SERVER_EVENT)[keyof typeof SERVER_EVENT];

export const CLIENT_EVENT = {
  initiation: 'conversation_initiation_client_data',
  /** not a `type`: the key of an audio frame */
  audio: 'user_audio_chunk',
  userMessage: 'user_message',
  userActivity: 'user_activity',
  contextualUpdate: 'contextual_update',
  pong: 'pong',
} as const;

/** Close codes our agent uses, with the reason it sends and a text the browser shows. */
export const CLOSE_CODE = {
  minutesUsedUp: 4001,
  idle: 4002,
  replaced: 4003,
  notLive: 4004,
  buyerEnded: 4005,
} as const;
export const CLOSE_REASON: Record<number, string> = {
  [CLOSE_CODE.minutesUsedUp]: 'Practice minutes used up',
  [CLOSE_CODE.idle]: 'Session ended after a long silence',
  [CLOSE_CODE.replaced]: 'Replaced by a newer connection',
  [CLOSE_CODE.notLive]: 'This practice session is not live',
  [CLOSE_CODE.buyerEnded]: 'The buyer ended the call',
};
export const CLOSE_MESSAGES: Record<number, string> = {
  [CLOSE_CODE.minutesUsedUp]: 'Your plan’s practice minutes are used up.',
  [CLOSE_CODE.idle]: 'The session ended after a long silence.',
  [CLOSE_CODE.replaced]: 'This practice session continues in another window.',
  [CLOSE_CODE.notLive]: 'This practice session is no longer live.',
  [CLOSE_CODE.buyerEnded]: 'The buyer ended the call.',
};

/** Why a buyer ended the call, as the browser and the report put it. */
export const BUYER_END_REASONS = [
  'pressure',
  'abuse',
  'pitching',
  'dismissed',
  'goodbye',
] as const satisfies readonly CallEndReason[];
export type BuyerEndReason = CallEndReason;
const BUYER_ENDED_WHY: Record<BuyerEndReason, string> = {
  pressure: 'after feeling pushed',
  abuse: 'after rude remarks',
  pitching: 'after hearing a pitch instead of questions',
  dismissed: 'after their worries were waved away',
  goodbye: 'with a goodbye',
};
const CLOSE_REASON_MAX_BYTES = 123;

export const isBuyerEndReason = (v: unknown): v is BuyerEndReason =>
  typeof v === 'string' && (BUYER_END_REASONS as readonly string[]).includes(v);

/** "Marcus ended the call after feeling pushed." — a 4005's close reason, short enough for a close frame. */
export function buyerEndedMessage(buyerName: string, reason: BuyerEndReason | null | undefined): string {
  const name = buyerName.replace(/\s+/g, ' ').trim().slice(0, 40) || 'The buyer';
  const message = reason ? `${name} ended the call ${BUYER_ENDED_WHY[reason]}.` : `${name} ended the call.`;
  const bytes = new TextEncoder().encode(message).length;
  return bytes <= CLOSE_REASON_MAX_BYTES ? message : CLOSE_MESSAGES[CLOSE_CODE.buyerEnded]!;
}

/** The text a client shows for a close: the server's own words for a buyer's ending, else the code's. */
export function closeMessage(code: number, reason?: string | null): string | null {
  if (code === CLOSE_CODE.buyerEnded && reason && reason !== CLOSE_REASON[code]) return reason.slice(0, 200);
  return CLOSE_MESSAGES[code] ?? null;
}

/** A typed turn longer than this is cut. */
export const MAX_USER_TEXT = 2_000;
/** Control characters (NUL and the like, not tab or newline) are dropped from typed text. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const cleanText = (text: string) => text.replace(CONTROL_CHARS, '').trim().slice(0, MAX_USER_TEXT);

export type ServerEvent =
  | { type: typeof SERVER_EVENT.metadata; conversationId: string; outputFormat: string; inputFormat: string }
  | { type: typeof SERVER_EVENT.userTranscript; text: string; eventId: number }
  | { type: typeof SERVER_EVENT.tentativeTranscript; text: string; eventId: number }
  | { type: typeof SERVER_EVENT.agentResponse; text: string; eventId: number }
  | { type: typeof SERVER_EVENT.audio; base64: string; eventId: number }
  | { type: typeof SERVER_EVENT.interruption; eventId: number }
  | { type: typeof SERVER_EVENT.ping; eventId: number }
  | { type: typeof SERVER_EVENT.error; message: string }
  | { type: typeof SERVER_EVENT.sessionWarning; message: string; secondsLeft: number | null };

/** The payload object's key of each server event type. */
const PAYLOAD_KEY: Record<ServerEventType, string> = {
  conversation_initiation_metadata: 'conversation_initiation_metadata_event',
  user_transcript: 'user_transcription_event',
  tentative_user_transcript: 'tentative_user_transcription_event',
  agent_response: 'agent_response_event',
  audio: 'audio_event',
  interruption: 'interruption_event',
  ping: 'ping_event',
  error: 'error_event',
  session_warning: 'session_warning_event',
};

function wirePayload(ev: ServerEvent): Record<string, unknown> {
  switch (ev.type) {
    case SERVER_EVENT.metadata:
      return {
        conversation_id: ev.conversationId,
        agent_output_audio_format: ev.outputFormat,
        user_input_audio_format: ev.inputFormat,
      };
    case SERVER_EVENT.userTranscript:
    case SERVER_EVENT.tentativeTranscript:
      return { user_transcript: ev.text, event_id: ev.eventId };
    case SERVER_EVENT.agentResponse:
      return { agent_response: ev.text, event_id: ev.eventId };
    case SERVER_EVENT.audio:
      return { audio_base_64: ev.base64, event_id: ev.eventId };
    case SERVER_EVENT.interruption:
      return { event_id: ev.eventId };
    case SERVER_EVENT.ping:
      return { event_id: ev.eventId, ping_ms: null };
    case SERVER_EVENT.error:
      return { message: ev.message };
    case SERVER_EVENT.sessionWarning:
      return { message: ev.message, seconds_left: ev.secondsLeft };
  }
}

/** One server event as the JSON text frame the protocol sends. */
export function encodeServerEvent(ev: ServerEvent): string {
  return JSON.stringify({ type: ev.type, [PAYLOAD_KEY[ev.type]]: wirePayload(ev) });
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Parses one server frame; unknown or malformed frames are null. */
export function parseServerEvent(raw: string): ServerEvent | null {
  let msg: Obj;
  try {
    msg = obj(JSON.parse(raw));
  } catch {
    return null;
  }
  const type = msg.type as ServerEventType;
  if (typeof type !== 'string' || !Object.hasOwn(PAYLOAD_KEY, type)) return null;
  const e = obj(msg[PAYLOAD_KEY[type]]);
  switch (type) {
    case SERVER_EVENT.metadata:
      return {
        type,
        conversationId: str(e.conversation_id),
        outputFormat: str(e.agent_output_audio_format) || VOICE_AUDIO_FORMAT,
        inputFormat: str(e.user_input_audio_format) || VOICE_AUDIO_FORMAT,
      };
    case SERVER_EVENT.userTranscript:
    case SERVER_EVENT.tentativeTranscript:
      return { type, text: str(e.user_transcript), eventId: num(e.event_id) };
    case SERVER_EVENT.agentResponse:
      return { type, text: str(e.agent_response), eventId: num(e.event_id) };
    case SERVER_EVENT.audio:
      return { type, base64: str(e.audio_base_64), eventId: num(e.event_id) };
    case SERVER_EVENT.interruption:
    case SERVER_EVENT.ping:
      return { type, eventId: num(e.event_id) };
    case SERVER_EVENT.error:
      return { type, message: str(e.message) || str(msg.message) || 'Voice connection error' };
    case SERVER_EVENT.sessionWarning:
      return {
        type,
        message: str(e.message),
        secondsLeft: typeof e.seconds_left === 'number' ? e.seconds_left : null,
      };
  }
}

/** What a client may send, as the protocol puts it on the wire. */
const initiationSchema = z.object({
  type: z.literal(CLIENT_EVENT.initiation),
  conversation_config_override: z
    .object({
      agent: z
        .object({
          prompt: z.object({ prompt: z.string().max(20_000) }).optional(),
          first_message: z.string().max(MAX_USER_TEXT).optional(),
          language: z.string().max(20).optional(),
        })
        .optional(),
      tts: z.object({ voice_id: z.string().max(100).optional() }).optional(),
    })
    .optional(),
});
const audioSchema = z.object({ [CLIENT_EVENT.audio]: z.string().max(1024 * 1024) });
const userMessageSchema = z.object({
  type: z.literal(CLIENT_EVENT.userMessage),
  text: z.string().max(100_000),
});
const pongSchema = z.object({ type: z.literal(CLIENT_EVENT.pong), event_id: z.number().optional() });
const activitySchema = z.object({ type: z.literal(CLIENT_EVENT.userActivity) });
const contextSchema = z.object({
  type: z.literal(CLIENT_EVENT.contextualUpdate),
  text: z.string().max(MAX_USER_TEXT),
});

export type ClientMessage =
  | { type: typeof CLIENT_EVENT.audio; base64: string }
  | { type: typeof CLIENT_EVENT.userMessage; text: string }
  | { type: typeof CLIENT_EVENT.userActivity }
  | { type: typeof CLIENT_EVENT.pong; eventId: number }
  | { type: typeof CLIENT_EVENT.contextualUpdate; text: string }
  | {
      type: typeof CLIENT_EVENT.initiation;
      prompt?: string;
      firstMessage?: string;
      language?: string;
      /** the voice the provider speaks in (`tts.voice_id`) */
      voiceId?: string;
    };

export type ParsedClientMessage = { ok: true; message: ClientMessage } | { ok: false; error: string };

const fail = (error: string): ParsedClientMessage => ({ ok: false, error });

/**
 * Validates one client frame. Anything that is not a known, well-formed message is refused with a
 * readable error, never thrown: a bad frame must not end anyone's conversation but the sender's turn.
 */
export function parseClientMessage(raw: string): ParsedClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return fail('Messages must be JSON.');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return fail('Messages must be JSON objects.');
  const msg = value as Obj;
  if (CLIENT_EVENT.audio in msg) {
    const audio = audioSchema.safeParse(msg);
    return audio.success
      ? { ok: true, message: { type: CLIENT_EVENT.audio, base64: audio.data[CLIENT_EVENT.audio] as string } }
      : fail('user_audio_chunk must be base64 text.');
  }
  switch (msg.type) {
    case CLIENT_EVENT.userMessage: {
      // a blank turn is a turn of silence: the buyer answers it ("are you still there?")
      const parsed = userMessageSchema.safeParse(msg);
      return parsed.success
        ? { ok: true, message: { type: CLIENT_EVENT.userMessage, text: cleanText(parsed.data.text) } }
        : fail('A user_message needs text.');
    }
    case CLIENT_EVENT.userActivity:
      return activitySchema.safeParse(msg).success
        ? { ok: true, message: { type: CLIENT_EVENT.userActivity } }
        : fail('Bad user_activity.');
    case CLIENT_EVENT.pong: {
      const parsed = pongSchema.safeParse(msg);
      return parsed.success
        ? { ok: true, message: { type: CLIENT_EVENT.pong, eventId: parsed.data.event_id ?? 0 } }
        : fail('A pong needs a numeric event_id.');
    }
    case CLIENT_EVENT.contextualUpdate: {
      const parsed = contextSchema.safeParse(msg);
      return parsed.success
        ? { ok: true, message: { type: CLIENT_EVENT.contextualUpdate, text: cleanText(parsed.data.text) } }
        : fail('Bad contextual_update.');
    }
    case CLIENT_EVENT.initiation: {
      const parsed = initiationSchema.safeParse(msg);
      if (!parsed.success) return fail('Bad conversation_initiation_client_data.');
      const agent = parsed.data.conversation_config_override?.agent;
      const voiceId = parsed.data.conversation_config_override?.tts?.voice_id;
      return {
        ok: true,
        message: {
          type: CLIENT_EVENT.initiation,
          prompt: agent?.prompt?.prompt,
          firstMessage: agent?.first_message,
          language: agent?.language,
          ...(voiceId ? { voiceId } : {}),
        },
      };
    }
    default:
      return fail(
        `Unknown message type: ${typeof msg.type === 'string' ? msg.type.slice(0, 50) : String(msg.type)}`,
      );
  }
}

/** One client message as the protocol's JSON text frame. */
export function encodeClientMessage(msg: ClientMessage): string {
  switch (msg.type) {
    case CLIENT_EVENT.audio:
      return JSON.stringify({ [CLIENT_EVENT.audio]: msg.base64 });
    case CLIENT_EVENT.userMessage:
    case CLIENT_EVENT.contextualUpdate:
      return JSON.stringify({ type: msg.type, text: msg.text });
    case CLIENT_EVENT.userActivity:
      return JSON.stringify({ type: msg.type });
    case CLIENT_EVENT.pong:
      return JSON.stringify({ type: msg.type, event_id: msg.eventId });
    case CLIENT_EVENT.initiation: {
      const agent: Obj = {};
      if (msg.prompt) agent.prompt = { prompt: msg.prompt };
      if (msg.firstMessage) agent.first_message = msg.firstMessage;
      if (msg.language) agent.language = msg.language;
      const override: Obj = { agent };
      if (msg.voiceId) override.tts = { voice_id: msg.voiceId };
      return JSON.stringify({ type: msg.type, conversation_config_override: override });
    }
  }
}
