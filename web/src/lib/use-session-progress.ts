import { useQuery } from '@tanstack/react-query';
import { progressKey } from './query-keys';
import type { SessionProgress } from './session-events';

/** The latest progress notice of a processing session heard on the event stream, or undefined. */
export function useSessionProgress(sessionId: string): SessionProgress | undefined {
  const { data } = useQuery<SessionProgress | null>({
    queryKey: progressKey(sessionId),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  return data ?? undefined;
}
