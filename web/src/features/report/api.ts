import { useQuery } from '@tanstack/react-query';
import type { ReportResponse, Session } from '@ringready/core/api';
import { reportKey, sessionKey } from '../../lib/query-keys';

export const PROCESSING_POLL_MS = 3000;

export function useReport(sessionId: string) {
  return useQuery<ReportResponse>({ queryKey: reportKey(sessionId), enabled: sessionId !== '' });
}

/** GET /api/sessions/{id}, to explain a missing report; polled while the report is being generated. */
export function useSessionState(sessionId: string, enabled: boolean) {
  return useQuery<Session>({
    queryKey: sessionKey(sessionId),
    enabled: enabled && sessionId !== '',
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false),
  });
}
