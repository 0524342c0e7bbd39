import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeySummary, CreateApiKeyRequest, CreatedApiKey } from '@ringready/core/api-access';
import type { Team } from '@ringready/core/team';
import { apiJson, apiRequest, getErrorStatus } from '../../lib/api-request';

export const API_KEYS_KEY = ['/api/keys'] as const;
const TEAM_KEY = ['/api/team'] as const;

/** The caller's API keys (only Master users are asked: the list is empty for everyone else). */
export function useApiKeys(enabled: boolean) {
  return useQuery<ApiKeySummary[]>({ queryKey: API_KEYS_KEY, enabled });
}

/** True when the caller is an admin of a team (who may create team keys); a 404 means no team. */
export function useIsTeamAdmin(enabled: boolean) {
  return useQuery<boolean>({
    queryKey: [...TEAM_KEY, 'is-admin'],
    enabled,
    queryFn: async () => {
      try {
        return (await apiJson<Team>('GET', '/api/team')).role === 'admin';
      } catch (error) {
        if (getErrorStatus(error) === 404) return false;
        throw error;
      }
    },
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyRequest) => apiJson<CreatedApiKey>('POST', '/api/keys', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/keys/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
