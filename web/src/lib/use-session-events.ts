import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from './auth-context';
import { SESSIONS_KEY, USER_KEY, progressKey, reportKey, sessionKey } from './query-keys';
import { invalidateSessionLists } from './session-pages';
import { openSessionEvents } from './session-events';

/** Statuses after which the plan usage shown may differ (a failed analysis gives its use back). */
const USAGE_STATUSES = new Set(['completed', 'failed']);

/**
 * While signed in, follows the server's session events and reads again just what an event changed: that
 * session and its report, the session lists and figures, and the user's usage when a session ends. After
 * a reconnect everything about sessions is read again, as events may have been missed. Closed on sign-out.
 * Mounted once, by the app shell.
 */
export function useSessionEvents(): void {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === null) return;
    return openSessionEvents({
      onEvent: ({ sessionId, status, progress }) => {
        // a progress notice changes nothing stored: it is kept for the progress bars, nothing is read again
        if (progress) {
          queryClient.setQueryData(progressKey(sessionId), progress);
          return;
        }
        void queryClient.invalidateQueries({ queryKey: sessionKey(sessionId), exact: true });
        void queryClient.invalidateQueries({ queryKey: reportKey(sessionId), exact: true });
        void invalidateSessionLists(queryClient);
        if (USAGE_STATUSES.has(status))
          void queryClient.invalidateQueries({ queryKey: USER_KEY, exact: true });
      },
      onReconnect: () => {
        void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: USER_KEY, exact: true });
      },
    });
  }, [userId, queryClient]);
}
