import {
  coachingAnalyzeResponseSchema,
  type CoachingAnalyzeRequest,
} from '@ringready/core/coaching/coaching-schema';
import { suggestCoaching } from '@ringready/core/coaching/suggestions';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/http.ts';
import { completeOrFallback } from '../../lib/llm-fallback.ts';
import { findUserSession } from '../sessions/index.ts';

/** Live coaching must help mid-conversation: an LLM answer slower than this is dropped. */
export const COACHING_LLM_TIMEOUT_MS = 1500;

async function suggestWithLlm(ctx: AppContext, input: CoachingAnalyzeRequest) {
  const rules = suggestCoaching(input);
  const messages = [
    {
      role: 'system' as const,
      content:
        'You coach a wedding salesperson live during a call. ' +
        'Give at most 3 short suggestions grounded in what the buyer (Prospect) just said. ' +
        'Answer JSON only: {"suggestions":[{"type":"suggestion","priority":"high|medium|low",' +
        '"title":"…","description":"…","action":"…","reasoning":"…"}]}',
    },
    {
      role: 'user' as const,
      content: `Buyer type: ${input.buyerType}\nConversation:\n${input.conversationContext}`,
    },
  ];
  return completeOrFallback(
    ctx,
    { messages, json: true, timeoutMs: COACHING_LLM_TIMEOUT_MS },
    (answer) => {
      const parsed = coachingAnalyzeResponseSchema.safeParse(JSON.parse(answer));
      return parsed.success && parsed.data.suggestions.length
        ? parsed.data.suggestions.slice(0, 3)
        : undefined;
    },
    rules,
    { failed: 'LLM coaching failed; using the rule-based suggestions' },
  );
}

/** Suggestions for one of the caller's sessions: the rules, reworded by the LLM when one is configured. */
export async function suggestForSession(ctx: AppContext, userId: string, input: CoachingAnalyzeRequest) {
  if (!isUuid(input.sessionId) || !(await findUserSession(ctx.db, userId, input.sessionId))) {
    throw notFound('Session not found');
  }
  return { suggestions: await suggestWithLlm(ctx, input) };
}
