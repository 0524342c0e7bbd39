import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest, User } from '@ringready/core/api';
import { apiJson } from './api-request';
import { useAuth } from './auth-context';
import { SCENARIOS_KEY, USER_KEY } from './query-keys';

/**
 * PATCH /api/user with the fields that changed. The scenarios are read again afterwards: their titles
 * and buyers follow the user's trade.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (change: UpdateProfileRequest) => apiJson<User>('PATCH', '/api/user', change),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_KEY, user);
      updateUser(user);
      void queryClient.invalidateQueries({ queryKey: SCENARIOS_KEY });
    },
  });
}
