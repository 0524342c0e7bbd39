import { respondToSalesperson, type BuyerTurnResult } from '@ringready/core/buyer-engine/buyer-engine';
import type { ConversationState } from '@ringready/core/buyer-engine/buyer-state';
import { acceptLlmReply, buildLlmPrompt, type HistoryMessage } from '@ringready/core/buyer-engine/llm-prompt';
import type { AppContext } from '../../../context.ts';

/** An LLM reply slower than this is dropped for the engine's own words. */
export const LLM_TURN_TIMEOUT_MS = 2500;

/**
 * The buyer's answer: the deterministic engine decides what happens (state, objections, next step);
 * a configured LLM may voice it, and any error, slow or out-of-character answer keeps the engine's words.
 */
export async function takeBuyerTurn(
  ctx: AppContext,
  state: ConversationState,
  history: HistoryMessage[],
  text: string,
): Promise<BuyerTurnResult> {
  const result = respondToSalesperson(state, text);
  if (!ctx.llm) return result;
  try {
    const answer = await ctx.llm.complete(buildLlmPrompt(state, history, result.intent), {
      timeoutMs: LLM_TURN_TIMEOUT_MS,
    });
    const check = acceptLlmReply(answer);
    return check.ok
      ? { ...result, reply: check.reply, state: { ...result.state, lastBuyerText: check.reply } }
      : result;
  } catch (err) {
    ctx.log.warn({ err }, 'LLM buyer turn failed; using the engine reply');
    return result;
  }
}
