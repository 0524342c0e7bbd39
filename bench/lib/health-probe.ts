import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { summarize, type Sample } from './measure.ts';

/**
 * GET /health on a fixed schedule (one every `everyMs`) until `stop()`, as a client polling at a steady rate
 * would: each latency counts from the time the request was due, so time the event loop spent blocked or
 * congested shows in the numbers, including the requests that queued up behind it.
 */
export async function probeHealth(
  app: FastifyInstance,
  name: string,
  stop: () => boolean,
  everyMs = 5,
): Promise<{ sample: Sample; maxMs: number }> {
  const times: number[] = [];
  const start = performance.now();
  for (let k = 0; !stop(); k++) {
    const due = start + k * everyMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const from = Math.min(due, performance.now()); // a timer may fire a little early
    await app.inject({ url: '/health' });
    times.push(performance.now() - from);
  }
  return { sample: summarize(name, times), maxMs: times.reduce((a, b) => Math.max(a, b), 0) };
}

/** A multipart/form-data body with one file in the field "transcript". */
export function multipart(fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="${fileName}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
