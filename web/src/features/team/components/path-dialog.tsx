import { useState } from 'react';
import type { FormEvent } from 'react';
import { Route } from 'lucide-react';
import { MAX_PATH_STEPS, type CreateTeamPathRequest } from '@ringready/core/team-paths';
import { FormField } from '../../../components/form-field';
import { DialogFormFooter } from '../../../components/dialog-form-footer';
import { Button } from '../../../components/ui/button';
import { AddRowButton, RemoveRowButton, useRowList } from './row-list';
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
import { useScenarios } from '../api';
import { useCreatePath } from '../paths-api';

interface StepRow {
  scenarioId: string;
  passMark: string;
  attemptLimit: string;
  dueDate: string;
}

/** a step: the scenario on its own line, then pass mark · attempts · due date · remove (one column on a phone) */
const NUMBERS_GRID = 'grid grid-cols-1 gap-2 sm:grid-cols-[6rem_6rem_11rem_auto] sm:items-end';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const newRow = (): StepRow => ({ scenarioId: '', passMark: '70', attemptLimit: '3', dueDate: inDays(30) });
const num = (v: string) => (v === '' ? Number.NaN : Number(v));

/** The form as the API's body; the server checks every rule and explains a refusal. */
export function pathBody(name: string, rows: StepRow[]): CreateTeamPathRequest {
  return {
    name,
    steps: rows.map((r) => ({
      scenarioId: r.scenarioId,
      passMark: num(r.passMark),
      attemptLimit: num(r.attemptLimit),
      dueDate: r.dueDate,
    })),
  };
}

/** "New path": a name and ordered steps, each a scenario from the library with its pass mark, attempts, due date. */
export function PathDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const { rows, setRow, addRow, removeRow, resetRows } = useRowList<StepRow>(newRow);
  const [serverError, setServerError] = useState<string | null>(null);
  const scenarios = useScenarios(open);
  const create = useCreatePath();

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setName('');
      resetRows();
      setServerError(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    create.mutate(pathBody(name, rows), {
      onSuccess: (path) => {
        handleOpenChange(false);
        toast({ variant: 'success', title: 'Certification path saved', description: path.name });
      },
      onError: (error) => setServerError(getErrorMessage(error, 'The path could not be saved.')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Route aria-hidden /> New path
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>New certification path</DialogTitle>
          <DialogDescription>
            Scenarios in order. A step is passed when a practice scores the pass mark within the attempts, by
            the due date. Medals: Bronze from 50, Silver from 75, Gold from 90.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4" aria-label="New path">
          <FormField id="path-name" label="Name">
            <Input id="path-name" value={name} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <fieldset className="grid grid-cols-1 gap-3">
            <legend className="mb-1.5 text-sm font-medium text-stone-800">Steps</legend>
            {rows.map((row, i) => (
              <div
                key={i}
                role="group"
                aria-label={`Step ${i + 1}`}
                className="grid grid-cols-1 gap-2 rounded-lg border border-stone-200 p-3"
              >
                <div className="grid min-w-0 gap-1">
                  <Label htmlFor={`step-${i}-scenario`}>Scenario</Label>
                  <Select value={row.scenarioId} onValueChange={(scenarioId) => setRow(i, { scenarioId })}>
                    <SelectTrigger id={`step-${i}-scenario`}>
                      <SelectValue placeholder={scenarios.isPending ? 'Loading...' : 'Choose a scenario'} />
                    </SelectTrigger>
                    <SelectContent>
                      {(scenarios.data ?? []).map((s) => (
                        <SelectItem key={s.id} value={s.id}>
                          {s.title}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                <div className={NUMBERS_GRID}>
                  <div className="grid gap-1">
                    <Label htmlFor={`step-${i}-pass`}>Pass mark</Label>
                    <Input
                      id={`step-${i}-pass`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={100}
                      value={row.passMark}
                      onChange={(e) => setRow(i, { passMark: e.target.value })}
                    />
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`step-${i}-attempts`}>Attempts</Label>
                    <Input
                      id={`step-${i}-attempts`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={20}
                      value={row.attemptLimit}
                      onChange={(e) => setRow(i, { attemptLimit: e.target.value })}
                    />
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`step-${i}-due`}>Due date</Label>
                    <Input
                      id={`step-${i}-due`}
                      type="date"
                      value={row.dueDate}
                      onChange={(e) => setRow(i, { dueDate: e.target.value })}
                    />
                  </div>
                  <RemoveRowButton
                    label={`Remove step ${i + 1}`}
                    className="justify-self-start"
                    disabled={rows.length === 1}
                    onRemove={() => removeRow(i)}
                  />
                </div>
              </div>
            ))}
            <AddRowButton label="Add a step" disabled={rows.length >= MAX_PATH_STEPS} onAdd={addRow} />
          </fieldset>
          <DialogFormFooter
            error={serverError}
            pending={create.isPending}
            submitLabel="Save path"
            onCancel={() => handleOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
