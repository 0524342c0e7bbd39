import { BookOpen, Loader2, Trash2 } from 'lucide-react';
import type { TeamScenario } from '@ringready/core/team-scenarios';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-request';
import { useStartScenario } from '../../../lib/start-scenario';
import { useDeleteTeamScenario, useTeamScenarios, useUpdateTeamScenario } from '../programs-api';
import { TeamScenarioDialog } from './team-scenario-dialog';

const failed = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: getErrorMessage(error, 'Please try again.') });

function ScenarioRow({ scenario }: { scenario: TeamScenario }) {
  const update = useUpdateTeamScenario();
  const remove = useDeleteTeamScenario();
  const { start, startingId } = useStartScenario();
  const published = scenario.status === 'published';
  const f = scenario.facts;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <span className="min-w-0">
        <span className="block font-medium break-words text-stone-900">{scenario.title}</span>
        <span className="block text-xs break-words text-stone-600">
          {f.date} · {f.guests} guests · {f.venue} · ${f.budget.toLocaleString('en-US')}
        </span>
      </span>
      <span className="flex shrink-0 flex-wrap items-center gap-2">
        <Badge tone={published ? 'green' : 'neutral'}>{published ? 'Published' : 'Draft'}</Badge>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Try it: ${scenario.title}`}
          disabled={startingId !== null}
          onClick={() => start(scenario.id)}
        >
          {startingId === scenario.id && <Loader2 className="animate-spin" aria-hidden />}
          Try it
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={`${published ? 'Unpublish' : 'Publish'}: ${scenario.title}`}
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: scenario.id, patch: { status: published ? 'draft' : 'published' } },
              { onError: failed('The scenario could not be changed') },
            )
          }
        >
          {published ? 'Unpublish' : 'Publish'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete: ${scenario.title}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(scenario.id, { onError: failed('The scenario could not be deleted') })}
        >
          <Trash2 aria-hidden />
        </Button>
      </span>
    </li>
  );
}

/** "Team scenarios": the scenarios the team's leads wrote, to try, publish or delete, and a new one. */
export function TeamScenariosSection() {
  const scenarios = useTeamScenarios();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2 text-base">
            <BookOpen className="size-4 text-rose-700" aria-hidden /> Team scenarios
          </CardTitle>
          <CardDescription>
            Your own practice scenarios. Published ones are in your members’ library.
          </CardDescription>
        </div>
        <TeamScenarioDialog />
      </CardHeader>
      <CardContent>
        {scenarios.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(scenarios.error, 'The team scenarios could not be loaded.')}
          </p>
        ) : scenarios.data && scenarios.data.length > 0 ? (
          <ul aria-label="Team scenarios" className="divide-y divide-stone-100">
            {scenarios.data.map((s) => (
              <ScenarioRow key={s.id} scenario={s} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">
            {scenarios.isPending ? 'Loading...' : 'No team scenarios yet.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
