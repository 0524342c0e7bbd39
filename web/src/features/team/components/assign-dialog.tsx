import { useState } from 'react';
import type { FormEvent } from 'react';
import { ClipboardPlus } from 'lucide-react';
import type { TeamMember } from '@ringready/core/team';
import { FormField, errorId, fieldA11y } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { DialogFormFooter } from '../../../components/dialog-form-footer';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-request';
import { useCreateAssignments, useScenarios } from '../api';
import { todayInputValue, validateAssignment } from '../validate-team';
import type { AssignmentErrors, AssignmentValues } from '../validate-team';

const EMPTY: AssignmentValues = { userIds: [], scenarioId: '', dueDate: '', targetScore: '' };

/** Assign a scenario: members, a scenario, a due date and an optional target score. */
export function AssignDialog({ members }: { members: TeamMember[] }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<AssignmentValues>(EMPTY);
  const [errors, setErrors] = useState<AssignmentErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const scenarios = useScenarios(open);
  const create = useCreateAssignments();
  const set = (patch: Partial<AssignmentValues>) => setValues((v) => ({ ...v, ...patch }));

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      setServerError(null);
    }
  }

  function toggle(userId: string, checked: boolean) {
    set({ userIds: checked ? [...values.userIds, userId] : values.userIds.filter((id) => id !== userId) });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const { errors: found, body } = validateAssignment(values);
    setErrors(found);
    if (!body) return;
    create.mutate(body, {
      onSuccess: (created) => {
        handleOpenChange(false);
        const count = created?.length ?? body.userIds.length;
        toast({
          variant: 'success',
          title: 'Practice assigned',
          description: `Assigned to ${count} ${count === 1 ? 'person' : 'people'}.`,
        });
      },
      onError: (error) =>
        setServerError(getErrorMessage(error, 'The scenario could not be assigned. Please try again.')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={members.length === 0}>
          <ClipboardPlus aria-hidden /> Assign a scenario
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Assign a scenario</DialogTitle>
          <DialogDescription>
            They see it on their dashboard with a button to start practising.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4" aria-label="Assign a scenario">
          <fieldset
            aria-describedby={errors.userIds ? errorId('assign-members') : undefined}
            className="grid grid-cols-1 gap-1.5"
          >
            <legend className="mb-1.5 text-sm font-medium text-stone-800">Team members</legend>
            <ul className="grid max-h-44 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-stone-200 p-2">
              {members.map((m) => (
                <li key={m.userId} className="flex items-center gap-2 rounded px-1 py-1">
                  <Checkbox
                    id={`assign-${m.userId}`}
                    checked={values.userIds.includes(m.userId)}
                    onCheckedChange={(c) => toggle(m.userId, c === true)}
                  />
                  <Label htmlFor={`assign-${m.userId}`} className="font-normal">
                    {m.name}
                  </Label>
                </li>
              ))}
            </ul>
            {errors.userIds && (
              <p id={errorId('assign-members')} className="text-sm text-red-700">
                {errors.userIds}
              </p>
            )}
          </fieldset>
          <FormField id="assign-scenario" label="Scenario" error={errors.scenarioId}>
            <Select value={values.scenarioId} onValueChange={(scenarioId) => set({ scenarioId })}>
              <SelectTrigger {...fieldA11y('assign-scenario', errors.scenarioId)} disabled={!scenarios.data}>
                <SelectValue
                  placeholder={scenarios.isPending ? 'Loading scenarios...' : 'Choose a scenario'}
                />
              </SelectTrigger>
              <SelectContent>
                {(scenarios.data ?? []).map((s) => (
                  <SelectItem key={s.id} value={s.id}>
                    {s.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="assign-due" label="Due date" error={errors.dueDate}>
              <Input
                {...fieldA11y('assign-due', errors.dueDate)}
                type="date"
                min={todayInputValue()}
                value={values.dueDate}
                onChange={(e) => set({ dueDate: e.target.value })}
              />
            </FormField>
            <FormField id="assign-target" label="Target score (optional)" error={errors.targetScore}>
              <Input
                {...fieldA11y('assign-target', errors.targetScore)}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                placeholder="e.g. 75"
                value={values.targetScore}
                onChange={(e) => set({ targetScore: e.target.value })}
              />
            </FormField>
          </div>
          {scenarios.isError && (
            <p role="alert" className="text-sm text-red-700">
              The scenarios could not be loaded. Close this and try again.
            </p>
          )}
          <DialogFormFooter
            error={serverError}
            pending={create.isPending}
            submitLabel="Assign"
            onCancel={() => handleOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
