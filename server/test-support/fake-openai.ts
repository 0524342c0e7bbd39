import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers a JSON-mode (reading) or a streamed (wording) chat completion with. */
export interface FakeOpenAiScript {
  /** a JSON-mode request's message content, or an HTTP status to fail with */
  reading?: string | number;
  /** a streamed request's content pieces (one server-sent chunk each), or an HTTP status */
  wording?: string[] | number;
  /** a non-streamed, non-JSON request's content */
  complete?: string;
  /** waits this long before answering any request */
  delayMs?: number;
}

export interface FakeOpenAiRequest {
  json: boolean;
  stream: boolean;
  messages: Array<{ role: string; content: string }>;
}

/**
 * An OpenAI-compatible chat server on 127.0.0.1 (a random port) for contract tests: `POST /v1/chat/completions`
 * answers from `script`, streamed requests as server-sent `chat.completion.chunk`s ended by `[DONE]`.
 */
export async function startFakeOpenAi() {
  let script: FakeOpenAiScript = {};
  const requests: FakeOpenAiRequest[] = [];
  /** requests the fake finished answering (a client that gave up early is not among them) */
  let answered = 0;
  const server = createServer((req, res) => void handle(req, res));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = JSON.parse(raw) as {
      messages: FakeOpenAiRequest['messages'];
      stream?: boolean;
      response_format?: { type: string };
    };
    const request = { json: body.response_format?.type === 'json_object', stream: body.stream === true };
    requests.push({ ...request, messages: body.messages });
    if (script.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
    if (res.destroyed || req.socket.destroyed) return;
    const answer = request.json ? script.reading : request.stream ? script.wording : script.complete;
    if (typeof answer === 'number' || answer === undefined) {
      res.writeHead(typeof answer === 'number' ? answer : 500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'scripted failure' } }));
    } else if (Array.isArray(answer)) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of answer) {
        const chunk = { object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }));
    }
    answered++;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answered: () => answered,
    script(next: FakeOpenAiScript) {
      script = next;
      requests.length = 0;
      answered = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
