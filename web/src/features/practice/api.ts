/** POST /api/coaching/analyze; any failure becomes the single FALLBACK_SUGGESTION. */
import { apiJson } from '../../lib/api-request';
import {
  buildConversationContext,
  FALLBACK_SUGGESTION,
  normaliseSuggestion,
  selectRecentMessages,
} from '@ringready/core/coaching/suggestion-list';
import type { CoachingSuggestion } from '@ringready/core/coaching/suggestion-list';
import type { ConversationMessage } from './call/voice-client';

export async function analyzeCoaching(
  sessionId: string,
  buyerType: string,
  messages: ConversationMessage[],
): Promise<CoachingSuggestion[]> {
  try {
    const res = await apiJson<{ suggestions?: unknown[] }>(
      'POST',
      `/api/coaching/analyze?sessionId=${encodeURIComponent(sessionId)}`,
      {
        sessionId,
        conversationContext: buildConversationContext(messages),
        buyerType,
        messageCount: messages.length,
        recentMessages: selectRecentMessages(messages),
      },
    );
    const list = Array.isArray(res?.suggestions) ? res.suggestions : [];
    return list.map((s) => normaliseSuggestion((s ?? {}) as Record<string, unknown>)).filter((s) => s.title);
  } catch {
    return [FALLBACK_SUGGESTION];
  }
}
