import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConnectionState, ConversationMessage } from './call/voice-client';
import { readWidgetMessage, WIDGET_SESSION_ENDED } from './call/widget-messages';
import { SESSIONS_KEY, USER_KEY } from '../../lib/query-keys';

export interface WidgetConversation {
  sessionId: string | null;
  connection: ConnectionState;
  messages: ConversationMessage[];
  startedAt: number | null;
  endedSessionId: string | null;
}

export const IDLE_CONVERSATION: WidgetConversation = {
  sessionId: null,
  connection: 'disconnected',
  messages: [],
  startedAt: null,
  endedSessionId: null,
};

/** The embedded widget's conversation, received by postMessage from that iframe only. */
export function useWidgetConversation(frame: RefObject<HTMLIFrameElement | null>): WidgetConversation {
  const [state, setState] = useState<WidgetConversation>(IDLE_CONVERSATION);
  const queryClient = useQueryClient();
  useEffect(() => {
    function onMessage(ev: MessageEvent) {
      if (!frame.current || ev.source !== frame.current.contentWindow) return;
      const msg = readWidgetMessage(ev);
      if (!msg) return;
      if (msg.type === WIDGET_SESSION_ENDED) {
        setState((s) => ({ ...s, endedSessionId: msg.sessionId, connection: 'disconnected' }));
        void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: USER_KEY });
        return;
      }
      setState((s) => ({
        sessionId: msg.sessionId,
        connection: msg.connection,
        messages: msg.messages,
        startedAt: msg.startedAt,
        endedSessionId: msg.sessionId && msg.sessionId === s.endedSessionId ? s.endedSessionId : null,
      }));
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, queryClient]);
  return state;
}
