import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeTranscript } from '@ringready/core/analysis/analyze-call';
import { parseTranscript } from '@ringready/core/analysis/parse-transcript';
import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import { ExtractTextError } from './extract-text-error.ts';
import { NOT_TEXT } from './text-decoding.ts';
import { createTranscriptThreads, type TranscriptThreads } from './transcript-thread.ts';

const GOOD = readFileSync(
  new URL('../../../../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url),
  'utf8',
);

let threads: TranscriptThreads | undefined;
afterEach(async () => {
  await threads?.close();
  threads = undefined;
});

/** How many times the event loop comes round (a macrotask runs) while `work` is pending. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let timer: NodeJS.Immediate | undefined;
  const tick = () => {
    turns++;
    timer = setImmediate(tick);
  };
  timer = setImmediate(tick);
  try {
    return { result: await work(), turns };
  } finally {
    clearImmediate(timer);
  }
}

describe('transcript threads', () => {
  it('analyse a transcript as the analyzer does, while the event loop keeps turning', async () => {
    threads = createTranscriptThreads({ size: 1 });
    const { result, turns } = await turnsDuring(() =>
      threads!.analyse({ text: GOOD, fileName: 'call.txt', accountName: 'Anna' }),
    );
    const parsed = parseTranscript(GOOD, 'call.txt');
    const report = analyzeTranscript(parsed, { accountName: 'Anna' });
    expect(result.report).toEqual(report);
    const sellers = report.speakers.filter((s) => s.side === 'salesperson').map((s) => s.label);
    expect(result.salesTurns).toEqual(
      parsed.utterances.filter((u) => sellers.includes(u.speaker)).map((u) => u.text),
    );
    expect(result.durationSeconds).toBeGreaterThan(0);
    // done on the loop itself, the analysis would have left no turn to any other work
    expect(turns).toBeGreaterThan(10);
  });

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

  it('hand back refusals with their status, code and message', async () => {
    threads = createTranscriptThreads({ size: 1 });
    const notText = await threads.decode(Buffer.from([1, 2, 3, 0, 5])).catch((e: unknown) => e);
    expect(notText).toBeInstanceOf(ExtractTextError);
    expect(notText).toMatchObject({ status: 415, userMessage: NOT_TEXT });
    const oneVoice = await threads
      .analyse({ text: 'Anna: Hello.\nAnna: Anyone there?', fileName: 'a.txt', accountName: 'Anna' })
      .catch((e: unknown) => e);
    expect(oneVoice).toBeInstanceOf(TranscriptError);
    expect(oneVoice).toMatchObject({ code: 'single-speaker' });
  });

  it('end a thread that goes past its time, failing that job only, and go on in a new thread', async () => {
    threads = createTranscriptThreads({ size: 1, analyseMs: 1 });
    const late = threads.analyse({ text: GOOD, fileName: 'call.txt', accountName: 'Anna' });
    const next = threads.decode(Buffer.from('Anna: Hi\nBen: Hello'));
    await expect(late).rejects.toThrow(/stopped: analyse over 1 ms/);
    expect(await next).toBe('Anna: Hi\nBen: Hello');
  });

  it('run more jobs than threads, each to its own answer', async () => {
    threads = createTranscriptThreads({ size: 2 });
    const texts = Array.from({ length: 6 }, (_, i) => `Anna: call ${i}\nBen: yes ${i}`);
    expect(await Promise.all(texts.map((t) => threads!.decode(Buffer.from(t))))).toEqual(texts);
  });
});
