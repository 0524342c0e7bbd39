import { useQuery } from '@tanstack/react-query';
import type { ReportResponse } from '@ringready/core/api';
import { reportKey } from '../../lib/query-keys';

export function useReport(sessionId: string) {
  return useQuery<ReportResponse>({ queryKey: reportKey(sessionId), enabled: sessionId !== '' });
}
