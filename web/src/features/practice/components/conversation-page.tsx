import { Navigate, useSearchParams } from 'react-router';
import { LiveConversationPage } from './live-conversation-page';

export const REQUIRED_CONVERSATION_PARAMS = ['sessionId', 'conversationId', 'scenarioId'] as const;

export function hasConversationParams(params: URLSearchParams): boolean {
  return REQUIRED_CONVERSATION_PARAMS.every((name) => Boolean(params.get(name)));
}

/** /conversation needs sessionId, conversationId and scenarioId; otherwise back to /. */
export function ConversationPage() {
  const [params] = useSearchParams();
  if (!hasConversationParams(params)) return <Navigate to="/" replace />;
  return (
    <LiveConversationPage
      params={{
        sessionId: params.get('sessionId')!,
        conversationId: params.get('conversationId')!,
        scenarioId: params.get('scenarioId')!,
        scenarioTitle: params.get('scenarioTitle'),
        buyerType: params.get('buyerType'),
        websocketUrl: params.get('websocketUrl'),
        voiceId: params.get('voiceId'),
      }}
    />
  );
}
