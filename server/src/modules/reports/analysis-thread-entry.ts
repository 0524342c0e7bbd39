/**
 * An analysis thread (analysis-thread.ts): analyses one transcript at a time, off the server's event loop.
 * A transcript that cannot be analysed goes back as its TranscriptError's code and message.
 */
import { analyzeTranscript } from '@ringready/core/analysis/analyze-call';
import { callDuration } from '@ringready/core/analysis/call-duration';
import { parseTranscript } from '@ringready/core/analysis/parse-transcript';
import { TranscriptError, type TranscriptErrorCode } from '@ringready/core/analysis/transcript-error';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { serveThreadJobs } from '../../lib/thread-pool.ts';

export interface AnalyseJob {
  text: string;
  fileName: string;
  accountName: string;
  /** the speakers the account holder said were them; detected when absent */
  salespersonSpeakers?: string[];
}

/** What a report needs from a transcript: the analysis, the salesperson's turns and the call's length. */
export interface AnalysedCall {
  report: AnalysisReport;
  salesTurns: string[];
  durationSeconds: number;
}

export type AnalyseRefusal = { code: TranscriptErrorCode; message: string } | { failed: string };

/**
 * The session's duration is the call's length: measured from the transcript's timestamps, else the
 * length its text states, else estimated from its word count.
 */
function analyse({ text, fileName, accountName, salespersonSpeakers }: AnalyseJob): AnalysedCall {
  const parsed = parseTranscript(text, fileName);
  const report = analyzeTranscript(parsed, { accountName, salespersonSpeakers });
  const sellers = new Set(
    salespersonSpeakers ?? report.speakers.filter((s) => s.side === 'salesperson').map((s) => s.label),
  );
  const duration = callDuration({
    text,
    timedSeconds: report.callMetrics.durationSeconds,
    totalWords: report.callMetrics.totalWords,
  });
  return {
    report,
    salesTurns: parsed.utterances.filter((u) => sellers.has(u.speaker)).map((u) => u.text),
    durationSeconds: duration.seconds,
  };
}

serveThreadJobs(analyse, (err): AnalyseRefusal =>
  err instanceof TranscriptError
    ? { code: err.code, message: err.userMessage }
    : { failed: err instanceof Error ? err.message : String(err) },
);
