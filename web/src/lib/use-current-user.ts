import { useQuery } from '@tanstack/react-query';
import type { User } from '@ringready/core/api';
import { useAuth } from './auth-context';
import { USER_KEY } from './query-keys';

/**
 * The signed-in user's profile (GET /api/user); only fetched when signed in.
 * `refetchInterval` polls while a caller needs fresh usage (the dashboard while a report is pending).
 */
export function useCurrentUser(options: { refetchInterval?: number | false } = {}) {
  const { isAuthenticated } = useAuth();
  return useQuery<User>({
    queryKey: USER_KEY,
    enabled: isAuthenticated,
    refetchInterval: options.refetchInterval ?? false,
  });
}
