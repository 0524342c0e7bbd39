import { useQuery } from '@tanstack/react-query';
import type { User } from '@ringready/core/api';
import { useAuth } from './auth-context';
import { USER_KEY } from './query-keys';

/** The signed-in user's profile (GET /api/user); only fetched when signed in. */
export function useCurrentUser() {
  const { isAuthenticated } = useAuth();
  return useQuery<User>({ queryKey: USER_KEY, enabled: isAuthenticated });
}
