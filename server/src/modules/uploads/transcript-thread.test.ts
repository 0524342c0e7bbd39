import { afterEach, describe, expect, it } from 'vitest';
import { turnsDuring } from '../../../test-support/event-loop-turns.ts';
import { ExtractTextError } from './extract-text-error.ts';
import { NOT_TEXT } from './text-decoding.ts';
import { createTranscriptThreads, type TranscriptThreads } from './transcript-thread.ts';

let threads: TranscriptThreads | undefined;
afterEach(async () => {
  await threads?.close();
  threads = undefined;
});

describe('transcript threads', () => {
  it('decode a 10 MB text file off the event loop, with clean line ends', async () => {
    threads = createTranscriptThreads({ size: 1 });
    const line = 'Anna: Hello Ben, café at two?\r\nBen: Sure.\r\n';
    const bytes = Buffer.from(line.repeat(Math.floor((10 * 1024 * 1024) / Buffer.byteLength(line))));
    const { result, turns } = await turnsDuring(() => threads!.decode(bytes));
    expect(result.length).toBe(bytes.toString('utf8').replace(/\r\n/g, '\n').length);
    expect(result.startsWith('Anna: Hello Ben, café at two?\nBen: Sure.\nAnna:')).toBe(true);
    expect(turns).toBeGreaterThan(10);
    // the caller's bytes stay whole: the thread works on its own copy
    expect(bytes.subarray(0, 4).toString()).toBe('Anna');
  });

  it('hand back a refused file with its status and message', async () => {
    threads = createTranscriptThreads({ size: 1 });
    const notText = await threads.decode(Buffer.from([1, 2, 3, 0, 5])).catch((e: unknown) => e);
    expect(notText).toBeInstanceOf(ExtractTextError);
    expect(notText).toMatchObject({ status: 415, userMessage: NOT_TEXT });
  });

  it('end a decode that goes past its time budget (the pool goes on in a new thread)', async () => {
    threads = createTranscriptThreads({ size: 1, decodeMs: 1 });
    await expect(threads.decode(Buffer.alloc(10 * 1024 * 1024, 'a'))).rejects.toThrow(
      /transcript thread stopped: over 1 ms/,
    );
  });

  it('decode more files than threads, each to its own text', async () => {
    threads = createTranscriptThreads({ size: 2 });
    const texts = Array.from({ length: 6 }, (_, i) => `Anna: call ${i}\nBen: yes ${i}`);
    expect(await Promise.all(texts.map((t) => threads!.decode(Buffer.from(t))))).toEqual(texts);
  });
});
