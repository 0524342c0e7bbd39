import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type ServerSentEvent } from './event-stream-parser';

function collect() {
  const events: ServerSentEvent[] = [];
  const retries: number[] = [];
  const parser = createEventStreamParser({
    onEvent: (e) => events.push(e),
    onRetry: (ms) => retries.push(ms),
  });
  return { parser, events, retries };
}

describe('createEventStreamParser', () => {
  it("reads the server's stream: retry, comments, named events", () => {
    const { parser, events, retries } = collect();
    parser.push(
      'retry: 3000\n: connected\n\n: ping\n\nevent: session\ndata: {"sessionId":"s1","status":"completed"}\n\n',
    );
    expect(retries).toEqual([3000]);
    expect(events).toEqual([{ event: 'session', data: '{"sessionId":"s1","status":"completed"}' }]);
  });

  it('joins an event split across chunks, anywhere, including between \\r and \\n', () => {
    const { parser, events } = collect();
    const text = 'event: session\r\ndata: {"a":1}\r\n\r\nevent: session\ndata: b\n\n';
    for (const ch of text) parser.push(ch);
    expect(events).toEqual([
      { event: 'session', data: '{"a":1}' },
      { event: 'session', data: 'b' },
    ]);
  });

  it('joins data lines, names unnamed events message, and ignores blocks without data', () => {
    const { parser, events, retries } = collect();
    parser.push('event: session\n\ndata:one\ndata: two\n\nretry: soon\nid: 4\n\n');
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
    expect(retries).toEqual([]);
  });

  it('keeps an incomplete block until its blank line arrives', () => {
    const { parser, events } = collect();
    parser.push('event: session\ndata: x\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toEqual([{ event: 'session', data: 'x' }]);
  });
});
