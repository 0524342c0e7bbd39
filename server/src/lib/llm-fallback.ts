import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, Llm } from '../providers/llm.ts';

type Deps = { llm: Llm | null; log: FastifyBaseLogger };

/** One LLM call: its messages and limits (`signal` ends it early, beside `timeoutMs`). */
export interface LlmRequest {
  messages: ChatMessage[];
  timeoutMs?: number;
  signal?: AbortSignal;
  json?: boolean;
  /** the caller's overall budget, when `signal` is more than it: a failure once it ran out is 'over budget' */
  budget?: AbortSignal;
}

/** A verdict on (part of) an answer: accepted with the value it gives, or refused with the reason. */
export type Verdict<T> = { ok: true; value: T } | { ok: false; reason: string };

/** What a failure is logged as: 'over budget' when the caller's budget (or signal) had run out. */
const failure = (err: unknown, request: LlmRequest) =>
  (request.budget ?? request.signal)?.aborted ? 'over budget' : err;

/**
 * The one way the app asks an LLM for something it can do without (ADR 005): with no LLM configured, an
 * error, a timeout or an answer `read` does not accept (undefined), the caller's own result stands. A
 * failure is logged as `failed`; an answer not accepted as `rejected`, when given.
 */
export async function completeOrFallback<T>(
  deps: Deps,
  request: LlmRequest,
  read: (answer: string) => T | undefined,
  fallback: T,
  log: { failed: string; rejected?: string },
): Promise<T> {
  if (!deps.llm) return fallback;
  try {
    const { messages, budget: _budget, ...options } = request;
    const value = read(await deps.llm.complete(messages, options));
    if (value !== undefined) return value;
    if (log.rejected) deps.log.warn(log.rejected);
    return fallback;
  } catch (err) {
    deps.log.warn({ err: failure(err, request) }, log.failed);
    return fallback;
  }
}

/** How a streamed answer is read: cut into sentences, each checked as it arrives, then the whole. */
export interface StreamedReading<T> {
  /** the answer's sentences out of the stream's pieces */
  sentences: (pieces: AsyncIterable<string>) => AsyncIterable<string>;
  /** a sentence as it arrives; a refused one ends the answer and the fallback stands */
  check: (sentence: string) => { ok: true } | { ok: false; reason: string };
  /** each accepted sentence, at once (the whole answer may still be refused) */
  onSentence?: (sentence: string) => void;
  /** the whole answer (the sentences joined by a space when streamed) */
  accept: (answer: string) => Verdict<T>;
}

/**
 * The same for an answer wanted sentence by sentence (a live reply): streamed when the LLM streams, each
 * sentence checked and handed on as it arrives; otherwise completed whole. A refused sentence or answer is
 * logged with its reason as `refused` and the fallback stands, as it does on a failure (logged as `failed`).
 */
export async function streamOrFallback<T>(
  deps: Deps,
  request: LlmRequest,
  reading: StreamedReading<T>,
  fallback: T,
  log: { failed: string; refused: string },
): Promise<T> {
  const llm = deps.llm;
  if (!llm) return fallback;
  const refuse = (reason: string) => {
    deps.log.warn({ reason }, log.refused);
    return fallback;
  };
  try {
    const { messages, budget: _budget, ...options } = request;
    let answer: string;
    if (llm.stream) {
      const sentences: string[] = [];
      for await (const sentence of reading.sentences(llm.stream(messages, options))) {
        const check = reading.check(sentence);
        if (!check.ok) return refuse(check.reason);
        sentences.push(sentence);
        reading.onSentence?.(sentence);
      }
      answer = sentences.join(' ');
    } else {
      answer = await llm.complete(messages, options);
    }
    const verdict = reading.accept(answer);
    return verdict.ok ? verdict.value : refuse(verdict.reason);
  } catch (err) {
    deps.log.warn({ err: failure(err, request) }, log.failed);
    return fallback;
  }
}
