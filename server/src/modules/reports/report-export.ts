import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import type { Session } from '@ringready/core/api';
import { reportSubtitle } from '@ringready/core/report-subtitle';
import type { AppContext } from '../../context.ts';
import { toCsv } from '../../lib/csv.ts';
import { HttpError, tooManyRequests } from '../../lib/http-error.ts';
import { enforceRateLimit, MINUTE } from '../../lib/rate-limit.ts';
import { listLatestSessions } from '../sessions/index.ts';
import { renderReportPdf } from './report-pdf.ts';

/** The export covers the caller's latest sessions, at most this many (each completed one as a PDF). */
export const EXPORT_SESSION_LIMIT = 200;
/** Rendering is work: a person may export this often per minute. */
export const EXPORT_LIMIT_PER_MINUTE = 5;
export const EXPORT_TEXTS = {
  tooMany: 'You have exported your reports several times in a row. Please wait a minute and try again.',
} as const;

const CSV_HEADER = [
  'Date (UTC)',
  'Type',
  'Scenario or file',
  'Buyer type',
  'Duration (minutes)',
  'Score',
  'Status',
  'Report PDF',
];

/** The report's title, as on its PDF: the scenario for practice, the file name for a real call. */
function titleOf(session: Session): string {
  return session.type === 'practice'
    ? (session.scenario?.title ?? 'Practice Session')
    : (session.fileName ?? 'Uploaded Call');
}

/** A file name inside the ZIP: date, the title as lowercase words, and the session id's start. */
function pdfName(session: Session): string {
  const slug =
    titleOf(session)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'report';
  return `reports/${session.createdAt.slice(0, 10)}-${slug}-${session.id.slice(0, 8)}.pdf`;
}

/**
 * "Export Reports": a ZIP of the caller's own latest sessions (at most EXPORT_SESSION_LIMIT): the PDF of
 * every completed one's report (the same renderer as a single download), and summary.csv listing all of
 * them with the PDF that belongs to each. A report that cannot be rendered is listed without a PDF.
 */
export async function buildReportsExport(
  ctx: AppContext,
  userId: string,
): Promise<{ zip: Uint8Array; fileName: string }> {
  const now = ctx.now();
  try {
    await enforceRateLimit(ctx.db, `reports-export:${userId}`, EXPORT_LIMIT_PER_MINUTE, MINUTE, now);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) throw tooManyRequests(EXPORT_TEXTS.tooMany);
    throw err;
  }
  const sessions = await listLatestSessions(ctx.db, userId, EXPORT_SESSION_LIMIT);
  const files: Zippable = {};
  const rows = [];
  for (const session of sessions) {
    let pdfFile: string | null = null;
    if (session.status === 'completed' && session.report) {
      try {
        const pdf = await renderReportPdf(session.report as AnalysisReport, {
          title: titleOf(session),
          subtitle: reportSubtitle(session),
          createdAt: new Date(session.createdAt),
        });
        pdfFile = pdfName(session);
        // PDFs are compressed already: stored as they are
        files[pdfFile] = [new Uint8Array(pdf), { level: 0, mtime: new Date(session.createdAt) }];
      } catch (err) {
        ctx.log.warn({ err, sessionId: session.id }, 'report PDF for the export failed');
      }
      await yieldToEventLoop(); // rendering is CPU work: let other requests through between PDFs
    }
    rows.push([
      session.createdAt,
      session.type === 'practice' ? 'Practice' : 'Real call',
      titleOf(session),
      session.buyerAgent?.name ?? null,
      Math.round((session.duration / 60) * 10) / 10,
      session.report && session.status === 'completed' ? session.report.overallScore : null,
      session.status,
      pdfFile,
    ]);
  }
  files['summary.csv'] = [strToU8(toCsv(CSV_HEADER, rows)), { level: 6, mtime: now }];
  return { zip: zipSync(files), fileName: `ringready-reports-${now.toISOString().slice(0, 10)}.zip` };
}
