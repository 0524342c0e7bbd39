import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@ringready/core/api';
import { apiJson, apiRequest } from '../../lib/api-request';
import { USER_KEY } from '../../lib/query-keys';

export function useUpdateProfile(onUpdated: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiJson<User>('PATCH', '/api/user', { name }),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_KEY, user);
      onUpdated(user);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      await apiRequest('POST', '/api/user/password', input);
    },
  });
}
