import { Trash2 } from 'lucide-react';
import type { TeamMember } from '@ringready/core/team';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-request';
import { assignmentStatus, formatShortDate } from '../../../lib/assignment-status';
import { toastError } from '../../../lib/notify';
import { useDeleteAssignment, useTeamAssignments } from '../api';
import { formatScore } from '../team-format';
import { AssignDialog } from './assign-dialog';

/** Assignments: assign a scenario, and each assignment's status and best score so far. */
export function AssignmentsSection({ members }: { members: TeamMember[] }) {
  const assignments = useTeamAssignments(true);
  const withdraw = useDeleteAssignment();

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="text-base">Assignments</CardTitle>
          <CardDescription>Scenarios your team should practise, with a due date and target.</CardDescription>
        </div>
        <AssignDialog members={members} />
      </CardHeader>
      <CardContent>
        {assignments.isPending ? (
          <Spinner label="Loading assignments..." className="py-6" />
        ) : assignments.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {getErrorMessage(assignments.error, 'The assignments could not be loaded.')}
          </p>
        ) : assignments.data.length === 0 ? (
          <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">
            No assignments yet. Assign a scenario to give your team a practice goal.
          </p>
        ) : (
          <ul aria-label="Assignments" className="divide-y divide-stone-100">
            {assignments.data.map((a) => {
              const status = assignmentStatus(a.status);
              return (
                <li
                  key={a.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-stone-900">{a.scenario.title}</span>
                    <span className="block text-xs text-stone-600">
                      {a.userName} · due {formatShortDate(a.dueAt)}
                      {a.targetScore !== null && ` · target ${a.targetScore}`}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-3">
                    <span className="text-sm text-stone-700 tabular-nums">
                      Best <span className="font-semibold">{formatScore(a.bestScore)}</span>
                    </span>
                    <Badge tone={status.tone}>{status.label}</Badge>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Withdraw ${a.scenario.title} for ${a.userName}`}
                      title="Withdraw assignment"
                      disabled={withdraw.isPending && withdraw.variables === a.id}
                      onClick={() =>
                        withdraw.mutate(a.id, {
                          onSuccess: () =>
                            toast({ title: 'Assignment withdrawn', description: a.scenario.title }),
                          onError: (error) =>
                            toastError('Assignment not withdrawn', error, 'Please try again in a moment.'),
                        })
                      }
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
