import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { SESSION_PAGE_DEFAULT, type SessionFigures, type SessionSummary } from '@ringready/core/sessions';
import { apiJson } from './api-request';
import { useAuth } from './auth-context';
import { SESSION_FIGURES_KEY, SESSION_PAGES_KEY } from './query-keys';

/** `?limit=&before=`: the page after the session `before` (the previous page's last), newest first. */
export function sessionPageUrl(path: string, limit: number, before?: string): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set('before', before);
  return `${path}?${query.toString()}`;
}

/**
 * A session list read a page at a time: a page shorter than `limit` is the last, otherwise the next
 * starts after its last session. `sessions` is every page read so far, newest first.
 */
export function usePagedSessions(options: {
  queryKey: readonly unknown[];
  path: string;
  enabled?: boolean;
  limit?: number;
}) {
  const limit = options.limit ?? SESSION_PAGE_DEFAULT;
  const query = useInfiniteQuery({
    queryKey: [...options.queryKey, limit],
    enabled: options.enabled ?? true,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      apiJson<SessionSummary[]>('GET', sessionPageUrl(options.path, limit, pageParam)),
    getNextPageParam: (last) => (last.length < limit ? undefined : last[last.length - 1]!.id),
  });
  const sessions = query.data?.pages.flat();
  return { ...query, sessions };
}

/** The signed-in user's own sessions, a page at a time. */
export function useSessionPages(limit?: number) {
  const { isAuthenticated } = useAuth();
  return usePagedSessions({
    queryKey: SESSION_PAGES_KEY,
    path: '/api/sessions',
    enabled: isAuthenticated,
    limit,
  });
}

/** The signed-in user's figures over all their sessions (never summed from a downloaded page). */
export function useSessionFigures() {
  const { isAuthenticated } = useAuth();
  return useQuery<SessionFigures>({ queryKey: SESSION_FIGURES_KEY, enabled: isAuthenticated });
}

/** A session was added, changed status or changed score: read the lists and figures again. */
export function invalidateSessionLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SESSION_PAGES_KEY }),
    queryClient.invalidateQueries({ queryKey: SESSION_FIGURES_KEY, exact: true }),
  ]);
}
