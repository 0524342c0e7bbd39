import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeTranscript } from '@ringready/core/analysis/analyze-call';
import { parseTranscript } from '@ringready/core/analysis/parse-transcript';
import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import { turnsDuring } from '../../../test-support/event-loop-turns.ts';
import { createAnalysisThreads, type AnalysisThreads } from './analysis-thread.ts';

const GOOD = readFileSync(
  new URL('../../../../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url),
  'utf8',
);
const call = { text: GOOD, fileName: 'call.txt', accountName: 'Anna' };

let threads: AnalysisThreads | undefined;
afterEach(async () => {
  await threads?.close();
  threads = undefined;
});

describe('analysis threads', () => {
  it('analyse a transcript as the analyzer does, while the event loop keeps turning', async () => {
    threads = createAnalysisThreads({ size: 1 });
    const { result, turns } = await turnsDuring(() => threads!.analyse(call));
    const parsed = parseTranscript(GOOD, 'call.txt');
    const report = analyzeTranscript(parsed, { accountName: 'Anna' });
    expect(result.report).toEqual(report);
    const sellers = report.speakers.filter((s) => s.side === 'salesperson').map((s) => s.label);
    expect(result.salesTurns).toEqual(
      parsed.utterances.filter((u) => sellers.includes(u.speaker)).map((u) => u.text),
    );
    expect(result.durationSeconds).toBeGreaterThan(0);
    expect(turns).toBeGreaterThan(10);
  });

  it('take the salesperson the account holder names, with their turns', async () => {
    threads = createAnalysisThreads({ size: 1 });
    const parsed = parseTranscript(GOOD, 'call.txt');
    const detected = (await threads.analyse(call)).report.speakers.find((s) => s.side === 'salesperson')!;
    const other = parsed.speakers.find((s) => s !== detected.label)!;
    const result = await threads.analyse({ ...call, salespersonSpeakers: [other] });
    expect(result.report).toEqual(
      analyzeTranscript(parsed, { accountName: 'Anna', salespersonSpeakers: [other] }),
    );
    expect(result.salesTurns).toEqual(
      parsed.utterances.filter((u) => u.speaker === other).map((u) => u.text),
    );
  });

  it('hand back a transcript that cannot be analysed as its TranscriptError', async () => {
    threads = createAnalysisThreads({ size: 1 });
    const oneVoice = await threads
      .analyse({ ...call, text: 'Anna: Hello.\nAnna: Anyone there?' })
      .catch((e: unknown) => e);
    expect(oneVoice).toBeInstanceOf(TranscriptError);
    expect(oneVoice).toMatchObject({ code: 'single-speaker' });
  });

  it('end an analysis that goes past its time budget (the pool goes on in a new thread)', async () => {
    threads = createAnalysisThreads({ size: 1, analyseMs: 1 });
    await expect(threads.analyse(call)).rejects.toThrow(/analysis thread stopped: over 1 ms/);
  });
});
