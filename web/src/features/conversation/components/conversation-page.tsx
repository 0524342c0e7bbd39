import { Navigate, useSearchParams } from 'react-router';
import { AudioLines } from 'lucide-react';
import { NextReleasePlaceholder } from '../../../components/next-release-placeholder';

export const REQUIRED_CONVERSATION_PARAMS = ['sessionId', 'conversationId', 'scenarioId'] as const;

export function hasConversationParams(params: URLSearchParams): boolean {
  return REQUIRED_CONVERSATION_PARAMS.every((name) => Boolean(params.get(name)));
}

/** /conversation needs sessionId, conversationId and scenarioId; otherwise back to /. */
export function ConversationPage() {
  const [params] = useSearchParams();
  if (!hasConversationParams(params)) return <Navigate to="/" replace />;
  return (
    <NextReleasePlaceholder
      icon={AudioLines}
      title="Live Conversation"
      summary="A live voice conversation with an AI buyer, opened from a started session."
      features={[
        'Connection state, record and mute toggles, and the running transcript.',
        'Live coaching suggestions, score, talk/listen ratio and phase while you talk.',
        'Ending the conversation returns you to the dashboard and generates your report.',
      ]}
    />
  );
}
