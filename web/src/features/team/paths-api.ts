/** Certification paths: the team's paths, progress, the leads' matrix, CSV and certificates. */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamPathRequest, PathMatrix, PathProgress, TeamPath } from '@ringready/core/team-paths';
import { apiJson } from '../../lib/api-request';
import { downloadFile } from '../../lib/download-file';

export const TEAM_PATHS_KEY = ['/api/team/paths'] as const;
export const PATH_MATRIX_KEY = ['/api/team/paths/matrix'] as const;
const progressKey = (id: string) => ['/api/team/paths', encodeURIComponent(id), 'progress'] as const;

export function useTeamPaths() {
  return useQuery<TeamPath[]>({ queryKey: TEAM_PATHS_KEY });
}

export function usePathMatrix(enabled = true) {
  return useQuery<PathMatrix>({ queryKey: PATH_MATRIX_KEY, enabled });
}

/** Each path's progress (a member's own; every member's for a lead). */
export function usePathProgress(ids: string[]) {
  return useQueries({
    queries: ids.map((id) => ({ queryKey: progressKey(id) as readonly string[] })),
  }) as Array<{ data?: PathProgress; isPending: boolean; isError: boolean }>;
}

export function useCreatePath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeamPathRequest) => apiJson<TeamPath>('POST', '/api/team/paths', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TEAM_PATHS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: PATH_MATRIX_KEY, exact: true }),
      ]),
  });
}

export function useDeletePath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `/api/team/paths/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TEAM_PATHS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: PATH_MATRIX_KEY, exact: true }),
      ]),
  });
}

export function downloadPathMatrixCsv(): Promise<void> {
  return downloadFile('/api/team/paths/matrix.csv', 'ringready-certification.csv');
}

/** The certificate of a completed path: the caller's own, or the member named (leads). */
export function downloadCertificate(pathId: string, userId?: string): Promise<void> {
  const query = userId ? `?userId=${encodeURIComponent(userId)}` : '';
  return downloadFile(
    `/api/team/paths/${encodeURIComponent(pathId)}/certificate${query}`,
    'ringready-certificate.pdf',
  );
}
