/** A team's own scenarios and scorecards: the leads' server calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTeamScenarioRequest,
  TeamScenario,
  UpdateTeamScenarioRequest,
} from '@ringready/core/team-scenarios';
import type { TeamScenarioDraft } from '@ringready/core/team-scenario-draft';
import type { CreateScorecardRequest, TeamScorecard } from '@ringready/core/team-scorecards';
import { apiJson } from '../../lib/api-request';
import { SCENARIOS_KEY } from '../../lib/query-keys';

export const TEAM_SCENARIOS_KEY = ['/api/team/scenarios'] as const;
export const TEAM_SCORECARDS_KEY = ['/api/team/scorecards'] as const;

export function useTeamScenarios() {
  return useQuery<TeamScenario[]>({ queryKey: TEAM_SCENARIOS_KEY });
}

export function useTeamScorecards() {
  return useQuery<TeamScorecard[]>({ queryKey: TEAM_SCORECARDS_KEY });
}

/** A change that the given lists (and the practice library, for scenarios) are read again after. */
function useProgramMutation<TInput, TResult>(
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

const scenarioPath = (id: string) => `/api/team/scenarios/${encodeURIComponent(id)}`;

export function useCreateTeamScenario() {
  return useProgramMutation(
    (input: CreateTeamScenarioRequest) => apiJson<TeamScenario>('POST', '/api/team/scenarios', input),
    [TEAM_SCENARIOS_KEY, SCENARIOS_KEY],
  );
}

export function useUpdateTeamScenario() {
  return useProgramMutation(
    ({ id, patch }: { id: string; patch: UpdateTeamScenarioRequest }) =>
      apiJson<TeamScenario>('PATCH', scenarioPath(id), patch),
    [TEAM_SCENARIOS_KEY, SCENARIOS_KEY],
  );
}

export function useDeleteTeamScenario() {
  return useProgramMutation(
    (id: string) => apiJson<void>('DELETE', scenarioPath(id)),
    [TEAM_SCENARIOS_KEY, SCENARIOS_KEY],
  );
}

/** A scenario drafted from a plain description (nothing is stored). */
export function useDraftTeamScenario() {
  return useMutation({
    mutationFn: (description: string) =>
      apiJson<TeamScenarioDraft>('POST', '/api/team/scenarios/draft', { description }),
  });
}

export function useCreateScorecard() {
  return useProgramMutation(
    (input: CreateScorecardRequest) => apiJson<TeamScorecard>('POST', '/api/team/scorecards', input),
    [TEAM_SCORECARDS_KEY],
  );
}

export function useActivateScorecard() {
  return useProgramMutation(
    (id: string) =>
      apiJson<TeamScorecard>('PATCH', `/api/team/scorecards/${encodeURIComponent(id)}`, { active: true }),
    [TEAM_SCORECARDS_KEY],
  );
}
