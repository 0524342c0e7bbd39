/** The team's server calls: the team, figures, stats, invitations, members and assignments. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, Scenario } from '@ringready/core/api';
import type {
  AssignableRole,
  Assignment,
  InvitationPreview,
  Team,
  TeamInvitation,
  TeamMember,
  TeamStats,
} from '@ringready/core/team';
import { apiJson, getErrorStatus } from '../../lib/api-request';
import { downloadFile } from '../../lib/download-file';
import { SCENARIOS_KEY, USER_KEY } from '../../lib/query-keys';
import { useCurrentUser } from '../../lib/use-current-user';
import { usePagedSessions } from '../../lib/session-pages';

export const TEAM_KEY = ['/api/team'] as const;
export const MY_FIGURES_KEY = ['/api/team/me'] as const;
export const TEAM_STATS_KEY = ['/api/team/stats'] as const;
export const TEAM_ASSIGNMENTS_KEY = ['/api/team/assignments'] as const;

export const TEAM_CSV_URL = '/api/team/export.csv';
export const TEAM_CSV_NAME = 'ringready-team.csv';

function memberPath(userId: string): string {
  return `/api/team/members/${encodeURIComponent(userId)}`;
}

/**
 * The caller's team; null when they have none. Their membership (GET /api/user) says so first: then the
 * team is not asked for (the server would answer 404), unless one was just made here.
 */
export function useTeam() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const noTeam = user.data?.inTeam === false && !queryClient.getQueryData<Team | null>(TEAM_KEY);
  return useQuery<Team | null>({
    queryKey: TEAM_KEY,
    enabled: !user.isPending,
    queryFn: async () => {
      if (noTeam) return null;
      try {
        return await apiJson<Team>('GET', '/api/team');
      } catch (error) {
        if (getErrorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
}

/** The caller's own figures (with or without a team). */
export function useMyFigures() {
  return useQuery<TeamMember>({ queryKey: MY_FIGURES_KEY });
}

/** Team-wide figures: only asked for by leads (the server refuses members). */
export function useTeamStats(enabled: boolean) {
  return useQuery<TeamStats>({ queryKey: TEAM_STATS_KEY, enabled });
}

export function useTeamAssignments(enabled: boolean) {
  return useQuery<Assignment[]>({ queryKey: TEAM_ASSIGNMENTS_KEY, enabled });
}

export function useScenarios(enabled = true) {
  return useQuery<Scenario[]>({ queryKey: SCENARIOS_KEY, enabled });
}

/** A member's sessions (for the team's leads), a page at a time, newest first. */
export function useMemberSessions(userId: string) {
  return usePagedSessions({
    queryKey: [...TEAM_KEY, 'members', encodeURIComponent(userId), 'sessions'],
    path: `${memberPath(userId)}/sessions`,
    enabled: userId !== '',
  });
}

/** A change to the team; on success the queries it affects (by key) are read again. */
function useTeamMutation<TInput, TResult>(
  request: (input: TInput) => Promise<TResult>,
  affected: ReadonlyArray<readonly string[]>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(affected.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true }))),
  });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiJson<Team>('POST', '/api/team', { name }),
    onSuccess: (team) => {
      queryClient.setQueryData(TEAM_KEY, team);
      void queryClient.invalidateQueries({ queryKey: MY_FIGURES_KEY, exact: true });
      // the membership (and the role in it) is the user's
      void queryClient.invalidateQueries({ queryKey: USER_KEY, exact: true });
    },
  });
}

export function useInvite() {
  return useTeamMutation(
    (input: { email: string; role: AssignableRole }) =>
      apiJson<TeamInvitation>('POST', '/api/team/invitations', input),
    [TEAM_KEY],
  );
}

export function useRevokeInvitation() {
  return useTeamMutation(
    (id: string) => apiJson<void>('DELETE', `/api/team/invitations/${encodeURIComponent(id)}`),
    [TEAM_KEY],
  );
}

export function useChangeRole() {
  return useTeamMutation(
    ({ userId, role }: { userId: string; role: AssignableRole }) =>
      apiJson<TeamMember>('PATCH', memberPath(userId), { role }),
    [TEAM_KEY, TEAM_STATS_KEY],
  );
}

export function useRemoveMember() {
  return useTeamMutation(
    (userId: string) => apiJson<void>('DELETE', memberPath(userId)),
    [TEAM_KEY, TEAM_STATS_KEY, TEAM_ASSIGNMENTS_KEY],
  );
}

export interface NewAssignment {
  userIds: string[];
  scenarioId: string;
  dueAt: string;
  targetScore?: number | null;
}

export function useCreateAssignments() {
  return useTeamMutation(
    (input: NewAssignment) => apiJson<Assignment[]>('POST', '/api/team/assignments', input),
    [TEAM_ASSIGNMENTS_KEY],
  );
}

export function useDeleteAssignment() {
  return useTeamMutation(
    (id: string) => apiJson<void>('DELETE', `/api/team/assignments/${encodeURIComponent(id)}`),
    [TEAM_ASSIGNMENTS_KEY],
  );
}

export function downloadTeamCsv(): Promise<void> {
  return downloadFile(TEAM_CSV_URL, TEAM_CSV_NAME);
}

export function lookupInvitation(token: string): Promise<InvitationPreview> {
  return apiJson<InvitationPreview>('POST', '/api/team/invitations/lookup', { token });
}

export function acceptInvitation(input: {
  token: string;
  name?: string;
  password?: string;
}): Promise<LoginResponse> {
  return apiJson<LoginResponse>('POST', '/api/team/invitations/accept', input);
}
