import { ClipboardList, Loader2, Play } from 'lucide-react';
import type { Assignment } from '@ringready/core/team';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { assignmentStatus, formatShortDate } from '../../../lib/assignment-status';
import { useStartScenario } from '../../../lib/start-scenario';
import { useMyAssignments } from '../api';

const OPEN = new Set(['pending', 'late']);

/** Open assignments first (soonest due first), then the finished ones. */
export function sortAssignments(assignments: readonly Assignment[]): Assignment[] {
  return [...assignments].sort(
    (a, b) =>
      Number(OPEN.has(b.status)) - Number(OPEN.has(a.status)) || Date.parse(a.dueAt) - Date.parse(b.dueAt),
  );
}

/** 'Assigned practice': what the caller's team assigned them, each with a start action; hidden when none. */
export function AssignmentsCard() {
  const assignments = useMyAssignments();
  const { start, startingId } = useStartScenario();
  if (!assignments.data || assignments.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ClipboardList className="size-4 text-rose-700" aria-hidden /> Assigned practice
        </CardTitle>
        <CardDescription>Scenarios your manager asked you to practise.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Assigned practice" className="divide-y divide-stone-100">
          {sortAssignments(assignments.data).map((a) => {
            const status = assignmentStatus(a.status);
            return (
              <li
                key={a.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-stone-900">{a.scenario.title}</span>
                  <span className="block text-xs text-stone-600">
                    Due {formatShortDate(a.dueAt)}
                    {a.targetScore !== null && ` · target ${a.targetScore}/100`}
                    {a.bestScore !== null && ` · best ${a.bestScore}/100`}
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  <Badge tone={status.tone}>{status.label}</Badge>
                  <Button
                    size="sm"
                    aria-label={`Start practice: ${a.scenario.title}`}
                    disabled={startingId !== null}
                    onClick={() => start(a.scenario.id, a.id)}
                  >
                    {startingId === a.scenario.id ? (
                      <Loader2 className="animate-spin" aria-hidden />
                    ) : (
                      <Play aria-hidden />
                    )}
                    Start practice
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
