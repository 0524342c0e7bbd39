import type { AnalysisReport } from '@ringready/core/analysis/types';
import type { ReportResponse } from '@ringready/core/api';
import { reportSubtitle } from '@ringready/core/report-subtitle';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { findReadableSession, findUserSession } from '../sessions/index.ts';
import type { UserRow } from '../users/index.ts';
import { analysisThreads } from './analysis-thread.ts';
import { polishProse, withTeamScorecard } from './report-pipeline.ts';
import { findAnalysisInput, saveReport } from './report-repository.ts';
import { renderReportPdf } from './report-pdf.ts';

export const REPORT_NOT_FOUND = 'Report not found. It may still be processing.';

/**
 * Who may use a session's report: 'owner' only its owner (what changes or sends it), 'readers' also the
 * leads (managers and admins) of the owner's team, who read it.
 */
export type ReportAccess = 'owner' | 'readers';

/** The caller's completed session and its report; anything else is a 404. */
export async function getReport(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  access: ReportAccess = 'owner',
): Promise<ReportResponse & { report: AnalysisReport }> {
  const session =
    access === 'readers'
      ? await findReadableSession(ctx.db, userId, sessionId)
      : await findUserSession(ctx.db, userId, sessionId);
  if (!session?.report || session.status !== 'completed') throw notFound(REPORT_NOT_FOUND);
  const { report, ...rest } = session;
  return { session: rest, report: report as AnalysisReport };
}

/** "Not you?": recompute the report with the speakers the user says were them. */
export async function reassignSpeakers(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  speakers: string[],
) {
  const { report } = await getReport(ctx, user.id, sessionId);
  const input = await findAnalysisInput(ctx.db, sessionId, user.id);
  if (!input?.upload?.extractedText) throw badRequest('Only uploaded calls can be reassigned.');
  const labels = new Set(report.speakers.map((s) => s.label));
  const unknown = speakers.filter((s) => !labels.has(s));
  if (unknown.length) throw badRequest(`Unknown speaker: ${unknown[0]}`);
  if (speakers.length >= labels.size) throw badRequest('At least one speaker must be the buyer.');
  const next = await analysisThreads.analyse({
    text: input.upload.extractedText,
    fileName: input.upload.fileName,
    accountName: user.name,
    salespersonSpeakers: speakers,
  });
  // the same pipeline as the first analysis: a reworded report stays reworded; the call's length is unchanged;
  // the team scorecard is graded again on the turns of the speakers now said to be the salesperson
  const polished = await withTeamScorecard(ctx, user.id, await polishProse(ctx, next.report), {
    salesTurns: next.salesTurns,
    trade: user.trade,
  });
  await saveReport(ctx.db, sessionId, polished, ctx.now(), input.session.durationSeconds);
  return getReport(ctx, user.id, sessionId);
}

export async function buildReportPdf(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  access: ReportAccess = 'owner',
) {
  const { session, report } = await getReport(ctx, userId, sessionId, access);
  const title =
    session.type === 'practice'
      ? (session.scenario?.title ?? 'Practice Session')
      : (session.fileName ?? 'Uploaded Call');
  const pdf = await renderReportPdf(report, {
    title,
    subtitle: reportSubtitle(session),
    createdAt: new Date(session.createdAt),
  });
  return { pdf, title, fileName: `ringready-report-${session.id}.pdf` };
}

/** The report as a PDF to its owner: recorded as `report.pdf-requested`, whose subscriber e-mails it. */
export async function emailReport(ctx: AppContext, user: UserRow, sessionId: string): Promise<void> {
  const { pdf, title, fileName } = await buildReportPdf(ctx, user.id, sessionId);
  const person = { id: user.id, name: user.name, email: user.email };
  await ctx.events.transaction(ctx.db, (_tx, record) =>
    record('report.pdf-requested', { user: person, title, pdf, fileName }),
  );
}
