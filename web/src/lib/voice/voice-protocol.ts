/** Server → client events of the ElevenLabs-compatible conversation websocket (design/voice.md). */
export type ServerEvent =
  | { type: 'conversation_initiation_metadata'; conversationId: string; outputFormat: string }
  | { type: 'user_transcript'; text: string; eventId: number }
  | { type: 'tentative_user_transcript'; text: string }
  | { type: 'agent_response'; text: string; eventId: number }
  | { type: 'audio'; base64: string; eventId: number }
  | { type: 'interruption'; eventId: number }
  | { type: 'ping'; eventId: number }
  | { type: 'error'; message: string }
  | { type: 'session_warning'; message: string; secondsLeft: number | null }
  | { type: 'ignored' };

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Parses one websocket frame; unknown or malformed frames become `ignored`. */
export function parseServerEvent(raw: string): ServerEvent {
  let msg: Obj;
  try {
    msg = obj(JSON.parse(raw));
  } catch {
    return { type: 'ignored' };
  }
  switch (msg.type) {
    case 'conversation_initiation_metadata': {
      const e = obj(msg.conversation_initiation_metadata_event);
      return { type: msg.type, conversationId: str(e.conversation_id), outputFormat: str(e.agent_output_audio_format) || 'pcm_16000' };
    }
    case 'user_transcript': {
      const e = obj(msg.user_transcription_event);
      return { type: msg.type, text: str(e.user_transcript), eventId: num(e.event_id) };
    }
    case 'tentative_user_transcript':
      return { type: msg.type, text: str(obj(msg.tentative_user_transcription_event).user_transcript) };
    case 'agent_response': {
      const e = obj(msg.agent_response_event);
      return { type: msg.type, text: str(e.agent_response), eventId: num(e.event_id) };
    }
    case 'audio': {
      const e = obj(msg.audio_event);
      return { type: msg.type, base64: str(e.audio_base_64), eventId: num(e.event_id) };
    }
    case 'interruption':
      return { type: msg.type, eventId: num(obj(msg.interruption_event).event_id) };
    case 'ping':
      return { type: msg.type, eventId: num(obj(msg.ping_event).event_id) };
    case 'error':
      return { type: msg.type, message: str(obj(msg.error_event).message) || str(msg.message) || 'Voice connection error' };
    case 'session_warning': {
      const e = obj(msg.session_warning_event);
      return { type: msg.type, message: str(e.message), secondsLeft: typeof e.seconds_left === 'number' ? e.seconds_left : null };
    }
    default:
      return { type: 'ignored' };
  }
}

/** Close codes our server uses (server/src/voice). */
export const CLOSE_REASONS: Record<number, string> = {
  4001: 'Your plan’s practice minutes are used up.',
  4002: 'The session ended after a long silence.',
  4004: 'This practice session is no longer live.',
};
