import { useQuery } from '@tanstack/react-query';
import type { Session } from '@ringready/core/api';
import { SESSIONS_KEY } from '../../lib/query-keys';

export function useSessions() {
  return useQuery<Session[]>({ queryKey: SESSIONS_KEY });
}
