/** postMessage contract between the voice widget (/widget.html, in an iframe) and the page embedding it. */
import type { ConnectionState, ConversationMessage } from './voice-client';

export const WIDGET_STATE = 'ringready:widget-state';
export const WIDGET_SESSION_ENDED = 'ringready:session-ended';

export interface WidgetStateMessage {
  type: typeof WIDGET_STATE;
  sessionId: string | null;
  connection: ConnectionState;
  messages: ConversationMessage[];
  /** epoch ms of the session start, null before */
  startedAt: number | null;
}

export interface WidgetSessionEndedMessage {
  type: typeof WIDGET_SESSION_ENDED;
  sessionId: string;
}

export type WidgetMessage = WidgetStateMessage | WidgetSessionEndedMessage;

/** Posts to the embedding page (same origin only); a no-op when not framed. */
export function postToParent(message: WidgetMessage): void {
  if (window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
}

/** Narrows a MessageEvent to a widget message from our own origin. */
export function readWidgetMessage(ev: MessageEvent): WidgetMessage | null {
  if (ev.origin !== window.location.origin) return null;
  const data = ev.data as Partial<WidgetMessage> | null;
  if (!data || typeof data !== 'object') return null;
  if (data.type === WIDGET_STATE && Array.isArray((data as WidgetStateMessage).messages))
    return data as WidgetStateMessage;
  if (data.type === WIDGET_SESSION_ENDED && typeof (data as WidgetSessionEndedMessage).sessionId === 'string')
    return data as WidgetSessionEndedMessage;
  return null;
}
