import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Llm } from '../providers/llm.ts';
import { completeOrFallback, streamOrFallback, type StreamedReading } from './llm-fallback.ts';

const messages = [{ role: 'user' as const, content: 'hi' }];

function logger() {
  const warnings: unknown[][] = [];
  return {
    warnings,
    log: { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger,
  };
}

/** An LLM whose answer streams in the given pieces (or, without `stream`, comes whole). */
function fakeLlm(pieces: string[], streams = true): Llm {
  return {
    model: 'fake',
    complete: async () => pieces.join(''),
    ...(streams
      ? {
          async *stream() {
            for (const piece of pieces) yield piece;
          },
        }
      : {}),
  };
}

const bySentence = async function* (pieces: AsyncIterable<string>) {
  let text = '';
  for await (const piece of pieces) text += piece;
  for (const sentence of text.split(/(?<=\.)\s+/)) if (sentence) yield sentence;
};

function reading(heard: string[]): StreamedReading<string> {
  return {
    sentences: bySentence,
    check: (s) => (s.includes('forbidden') ? { ok: false, reason: 'forbidden word' } : { ok: true }),
    onSentence: (s) => heard.push(s),
    accept: (answer) =>
      answer.length > 40 ? { ok: false, reason: 'too long' } : { ok: true, value: answer },
  };
}

const LOG = { failed: 'wording failed', refused: 'wording refused' };

describe('streamOrFallback', () => {
  it('hands on each sentence as it arrives and answers the accepted whole', async () => {
    const { log } = logger();
    const heard: string[] = [];
    const deps = { llm: fakeLlm(['One. Tw', 'o.']), log };
    const answer = await streamOrFallback(deps, { messages }, reading(heard), 'fallback', LOG);
    expect(heard).toEqual(['One.', 'Two.']);
    expect(answer).toBe('One. Two.');
  });

  it('stops at a refused sentence: the fallback stands and the reason is logged', async () => {
    const { log, warnings } = logger();
    const heard: string[] = [];
    const deps = { llm: fakeLlm(['Fine. A forbidden one. Never heard.']), log };
    const answer = await streamOrFallback(deps, { messages }, reading(heard), 'fallback', LOG);
    expect(answer).toBe('fallback');
    expect(heard).toEqual(['Fine.']);
    expect(warnings).toEqual([[{ reason: 'forbidden word' }, 'wording refused']]);
  });

  it('checks the whole answer of an LLM that does not stream', async () => {
    const { log, warnings } = logger();
    const deps = { llm: fakeLlm(['A very long answer that goes on and on past the limit.'], false), log };
    const answer = await streamOrFallback(deps, { messages }, reading([]), 'fallback', LOG);
    expect(answer).toBe('fallback');
    expect(warnings).toEqual([[{ reason: 'too long' }, 'wording refused']]);
  });

  it('logs a failure after the budget ran out as over budget', async () => {
    const { log, warnings } = logger();
    const budget = new AbortController();
    const llm: Llm = {
      model: 'fake',
      complete: async () => {
        budget.abort();
        throw new Error('aborted');
      },
    };
    const request = { messages, signal: budget.signal };
    const answer = await streamOrFallback({ llm, log }, request, reading([]), 'fallback', LOG);
    expect(answer).toBe('fallback');
    expect(warnings).toEqual([[{ err: 'over budget' }, 'wording failed']]);
  });
});

describe('completeOrFallback', () => {
  it('names the error when only its own signal, not the caller’s budget, ran out', async () => {
    const { log, warnings } = logger();
    const budget = new AbortController();
    const own = new AbortController();
    const error = new Error('reading timed out');
    const llm: Llm = {
      model: 'fake',
      complete: async () => {
        own.abort();
        throw error;
      },
    };
    const request = { messages, signal: own.signal, budget: budget.signal };
    const answer = await completeOrFallback({ llm, log }, request, (a) => a, 'fallback', LOG);
    expect(answer).toBe('fallback');
    expect(warnings).toEqual([[{ err: error }, 'wording failed']]);
  });
});
