/** The legacy dashboard's reads (the user's sessions and the scenarios) and the reports export. */
import { useQuery } from '@tanstack/react-query';
import type { Scenario, Session } from '@ringready/core/api';
import { downloadFile } from '../../lib/download-file';
import { SCENARIOS_KEY, SESSIONS_KEY } from '../../lib/query-keys';

export const REPORTS_ZIP_URL = '/api/reports/export.zip';
export const REPORTS_ZIP_NAME = 'ringready-reports.zip';

export function useSessions() {
  return useQuery<Session[]>({ queryKey: SESSIONS_KEY });
}

export function useScenarios() {
  return useQuery<Scenario[]>({ queryKey: SCENARIOS_KEY });
}

export function downloadReportsZip(): Promise<void> {
  return downloadFile(REPORTS_ZIP_URL, REPORTS_ZIP_NAME);
}
