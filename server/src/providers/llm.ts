/** Port: chat completions from an OpenAI-compatible API (OpenAI, Ollama, vLLM, llama.cpp server). */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}
export interface LlmCallOptions {
  timeoutMs?: number;
  /** ends the request early (a caller's overall budget); combined with timeoutMs */
  signal?: AbortSignal;
  json?: boolean;
}
export interface Llm {
  readonly model: string;
  complete(messages: ChatMessage[], options?: LlmCallOptions): Promise<string>;
  /** the answer's text as the server streams it (server-sent chunks), piece by piece */
  stream?(messages: ChatMessage[], options?: LlmCallOptions): AsyncIterable<string>;
}

const DEFAULT_TIMEOUT_MS = 20_000;

export function createOpenAiCompatibleLlm(opts: { baseUrl: string; apiKey?: string; model: string }): Llm {
  const url = `${opts.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const request = (messages: ChatMessage[], options: LlmCallOptions, stream: boolean) => {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: opts.model,
        messages,
        temperature: 0.3,
        ...(stream ? { stream: true } : {}),
        ...(options.json ? { response_format: { type: 'json_object' } } : {}),
      }),
      signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
    });
  };
  return {
    model: opts.model,
    async complete(messages, options = {}) {
      const res = await request(messages, options, false);
      if (!res.ok) throw new Error(`LLM answered ${res.status}`);
      const body = (await res.json()) as { choices?: Array<{ message?: { content?: string } }> };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('LLM answer has no message content');
      return content;
    },
    async *stream(messages, options = {}) {
      const res = await request(messages, options, true);
      if (!res.ok || !res.body) throw new Error(`LLM answered ${res.status}`);
      yield* readChatStream(res.body);
    },
  };
}

/**
 * The content pieces of an OpenAI chat stream: `data: {json}` lines, each with `choices[0].delta.content`,
 * ended by `data: [DONE]`. A line that is not such a chunk is a broken stream and throws.
 */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue; // blank lines, comments and event names
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const piece = chunkContent(data);
      if (piece) yield piece;
    }
  }
}

function chunkContent(data: string): string {
  let chunk: { choices?: Array<{ delta?: { content?: unknown } }> };
  try {
    chunk = JSON.parse(data) as typeof chunk;
  } catch {
    throw new Error('LLM stream sent a chunk that is not JSON');
  }
  const content = chunk.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
}
