/** The report's server calls: the report and its session as queries, and the report modal's actions. */
import { useQuery } from '@tanstack/react-query';
import type { ReportResponse, Session } from '@ringready/core/api';
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
