import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-request';

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      await apiRequest('POST', '/api/user/password', input);
    },
  });
}
