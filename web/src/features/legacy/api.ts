/** The legacy dashboard's reads (the scenarios, a report when opened) and the reports export. */
import { useQuery } from '@tanstack/react-query';
import type { ReportResponse, Scenario } from '@ringready/core/api';
import { downloadFile } from '../../lib/download-file';
import { SCENARIOS_KEY, reportKey } from '../../lib/query-keys';

export const REPORTS_ZIP_URL = '/api/reports/export.zip';
export const REPORTS_ZIP_NAME = 'ringready-reports.zip';

export function useScenarios() {
  return useQuery<Scenario[]>({ queryKey: SCENARIOS_KEY });
}

/** GET /api/sessions/{id}/report for the session whose report is opened (lists carry only its score). */
export function useOpenedReport(sessionId: string | null) {
  return useQuery<ReportResponse>({ queryKey: reportKey(sessionId ?? ''), enabled: sessionId !== null });
}

export function downloadReportsZip(): Promise<void> {
  return downloadFile(REPORTS_ZIP_URL, REPORTS_ZIP_NAME);
}
