/** Port: one chat completion from an OpenAI-compatible API (OpenAI, Ollama, vLLM, llama.cpp server). */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}
export interface Llm {
  readonly model: string;
  complete(messages: ChatMessage[], options?: { timeoutMs?: number; json?: boolean }): Promise<string>;
}

export function createOpenAiCompatibleLlm(opts: { baseUrl: string; apiKey?: string; model: string }): Llm {
  const url = `${opts.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    model: opts.model,
    async complete(messages, options = {}) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: opts.model,
          messages,
          temperature: 0.3,
          ...(options.json ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      if (!res.ok) throw new Error(`LLM answered ${res.status}`);
      const body = (await res.json()) as { choices?: Array<{ message?: { content?: string } }> };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('LLM answer has no message content');
      return content;
    },
  };
}
