import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, Llm } from '../providers/llm.ts';

/**
 * The one way the app asks an LLM for something it can do without (ADR 005): with no LLM configured, an
 * error, a timeout or an answer `read` does not accept (undefined), the caller's own result stands. A
 * failure is logged as `failed`; an answer not accepted as `rejected`, when given.
 */
export async function completeOrFallback<T>(
  deps: { llm: Llm | null; log: FastifyBaseLogger },
  request: { messages: ChatMessage[]; timeoutMs: number; json?: boolean },
  read: (answer: string) => T | undefined,
  fallback: T,
  log: { failed: string; rejected?: string },
): Promise<T> {
  if (!deps.llm) return fallback;
  try {
    const { messages, ...options } = request;
    const value = read(await deps.llm.complete(messages, options));
    if (value !== undefined) return value;
    if (log.rejected) deps.log.warn(log.rejected);
    return fallback;
  } catch (err) {
    deps.log.warn({ err }, log.failed);
    return fallback;
  }
}
