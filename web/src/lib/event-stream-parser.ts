/** One server-sent event: its name ('message' when unnamed) and its data lines joined by '\n'. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

export interface EventStreamParser {
  /** Feeds decoded text; calls back for each complete event and each `retry:` the server sets. */
  push(text: string): void;
}

/**
 * The text/event-stream format: blocks end at a blank line; `event:`, `data:` (repeatable) and `retry:`
 * (milliseconds) fields, one optional space after the colon; lines starting with ':' are comments. A block
 * without data dispatches nothing. Lines may end in \n, \r\n or \r.
 */
export function createEventStreamParser(handlers: {
  onEvent: (event: ServerSentEvent) => void;
  onRetry?: (ms: number) => void;
}): EventStreamParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) handlers.onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  };

  return {
    push(text) {
      buffer += text;
      let match: RegExpExecArray | null;
      const END = /\r\n|\r|\n/g;
      let start = 0;
      while ((match = END.exec(buffer)) !== null) {
        // A trailing '\r' may be the first half of '\r\n': wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
  };
}
