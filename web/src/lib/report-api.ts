/** Report actions shared by every screen that shows the report modal (spec section 7). */
import type { ReportResponse } from '@ringready/core/api';
import { apiJson, throwIfResNotOk } from './api-request';
import { getAuthToken } from './auth-token';
import { saveBlob } from './save-blob';

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
export function updateSalespersonSpeakers(sessionId: string, salespersonSpeakers: string[]): Promise<ReportResponse> {
  return apiJson<ReportResponse>('PUT', `${sessionPath(sessionId)}/speakers`, { salespersonSpeakers });
}
