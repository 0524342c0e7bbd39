/** The report's server calls: the report and its session as queries, and the report modal's actions. */
import { useQuery } from '@tanstack/react-query';
import type { ReportResponse, Session } from '@ringready/core/api';
import type { ReviewNote } from '@ringready/core/review-notes';
import { apiJson, throwIfResNotOk } from '../../lib/api-request';
import { getAuthToken } from '../../lib/auth-token';
import { reportKey, sessionKey } from '../../lib/query-keys';
import { saveBlob } from '../../lib/save-blob';

export function useReport(sessionId: string) {
  return useQuery<ReportResponse>({ queryKey: reportKey(sessionId), enabled: sessionId !== '' });
}

/**
 * GET /api/sessions/{id}, to explain a missing report; read again when the server announces a change of
 * its status (the app's session events), never polled.
 */
export function useSessionState(sessionId: string, enabled: boolean) {
  return useQuery<Session>({ queryKey: sessionKey(sessionId), enabled: enabled && sessionId !== '' });
}

function sessionPath(sessionId: string): string {
  return `/api/sessions/${encodeURIComponent(sessionId)}`;
}

export function reportPdfFileName(sessionId: string): string {
  return `ringready-report-${sessionId}.pdf`;
}

/** GET the PDF with the bearer header (a plain link could not send it) and save it. */
export async function downloadReportPdf(sessionId: string): Promise<void> {
  const token = getAuthToken();
  const res = await fetch(`${sessionPath(sessionId)}/report.pdf`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  saveBlob(await res.blob(), reportPdfFileName(sessionId));
}

/** POST /api/sessions/{id}/email (no body): the server e-mails the report PDF to the user. */
export function emailReport(sessionId: string): Promise<{ message?: string } | undefined> {
  return apiJson<{ message?: string } | undefined>('POST', `${sessionPath(sessionId)}/email`);
}

/** PUT /api/sessions/{id}/speakers: "Not you?" — the report recomputed with these speakers as the salesperson. */
export function updateSalespersonSpeakers(
  sessionId: string,
  salespersonSpeakers: string[],
): Promise<ReportResponse> {
  return apiJson<ReportResponse>('PUT', `${sessionPath(sessionId)}/speakers`, { salespersonSpeakers });
}

/** A lead's notes on the session (its owner and their team's leads read them). */
export function useReviewNotes(sessionId: string) {
  return useQuery<ReviewNote[]>({
    queryKey: ['/api/sessions', encodeURIComponent(sessionId), 'review-notes'],
    enabled: sessionId !== '',
  });
}

/** The caller's team (its role decides who may write review notes); none for someone without one. */
export function useViewerTeamRole(enabled: boolean) {
  return useQuery<{ role: string } | null>({ queryKey: ['/api/team'], enabled, retry: false });
}

/** POST /api/sessions/{id}/review-notes: the session's notes after the new one. */
export function addReviewNote(sessionId: string, text: string): Promise<ReviewNote[]> {
  return apiJson<ReviewNote[]>('POST', `${sessionPath(sessionId)}/review-notes`, { text });
}
