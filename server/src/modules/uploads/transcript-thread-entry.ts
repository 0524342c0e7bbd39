/**
 * The transcript thread (transcript-thread.ts): decodes uploaded text files and analyses transcripts, one
 * job at a time, off the server's event loop. Errors go back as data: an ExtractTextError or a
 * TranscriptError keeps its kind, status or code and its user-facing message.
 */
import { parentPort } from 'node:worker_threads';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { TranscriptError, type TranscriptErrorCode } from '@ringready/core/analysis/transcript-error';
import { ExtractTextError, type ExtractTextStatus } from './extract-text-error.ts';
import { cleanText, decodeText } from './text-decoding.ts';

export interface AnalyseRequest {
  text: string;
  fileName: string;
  accountName: string;
}

/** What the analysis job needs from a transcript: the report, the salesperson's turns and the call's length. */
export interface AnalysedCall {
  report: AnalysisReport;
  salesTurns: string[];
  durationSeconds: number;
}

export type ThreadJob = { op: 'decode'; bytes: Uint8Array } | ({ op: 'analyse' } & AnalyseRequest);
export type ThreadRequest = { id: number } & ThreadJob;

export type ThreadError =
  | { kind: 'extract'; status: ExtractTextStatus; message: string; detail?: string }
  | { kind: 'transcript'; code: TranscriptErrorCode; message: string }
  | { kind: 'other'; message: string };

export type ThreadResponse = { id: number } & ({ result: string | AnalysedCall } | { error: ThreadError });

async function analyse({ text, fileName, accountName }: AnalyseRequest): Promise<AnalysedCall> {
  // loaded on the first analysis: a thread that only decodes files never loads the analyzer
  const [{ parseTranscript }, { analyzeTranscript }, { callDuration }] = await Promise.all([
    import('@ringready/core/analysis/parse-transcript'),
    import('@ringready/core/analysis/analyze-call'),
    import('@ringready/core/analysis/call-duration'),
  ]);
  const parsed = parseTranscript(text, fileName);
  const report = analyzeTranscript(parsed, { accountName });
  const salesperson = new Set(report.speakers.filter((s) => s.side === 'salesperson').map((s) => s.label));
  const salesTurns = parsed.utterances.filter((u) => salesperson.has(u.speaker)).map((u) => u.text);
  const duration = callDuration({
    text,
    timedSeconds: report.callMetrics.durationSeconds,
    totalWords: report.callMetrics.totalWords,
  });
  return { report, salesTurns, durationSeconds: duration.seconds };
}

function describe(err: unknown): ThreadError {
  if (err instanceof ExtractTextError)
    return { kind: 'extract', status: err.status, message: err.userMessage, detail: err.detail };
  if (err instanceof TranscriptError) return { kind: 'transcript', code: err.code, message: err.userMessage };
  return { kind: 'other', message: err instanceof Error ? err.message : String(err) };
}

async function handle(request: ThreadRequest): Promise<ThreadResponse> {
  try {
    const result = request.op === 'decode' ? cleanText(decodeText(request.bytes)) : await analyse(request);
    return { id: request.id, result };
  } catch (err) {
    return { id: request.id, error: describe(err) };
  }
}

parentPort?.on('message', (request: ThreadRequest) => {
  void handle(request).then((response) => parentPort?.postMessage(response));
});
