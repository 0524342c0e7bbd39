import { useState } from 'react';
import type { FormEvent } from 'react';
import { ListChecks } from 'lucide-react';
import { MAX_CHECKS, type CheckKind, type CreateScorecardRequest } from '@ringready/core/team-scorecards';
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
import { useCreateScorecard } from '../programs-api';

interface CheckRow {
  label: string;
  kind: CheckKind;
  /** the topic (asks_about) or the phrase (says, avoids) */
  what: string;
  weight: string;
}

const KINDS: Array<[CheckKind, string]> = [
  ['asks_about', 'Asks about'],
  ['says', 'Says'],
  ['avoids', 'Avoids'],
];
/** a check's row: one column on a phone, label · kind · topic · weight · remove from the small breakpoint */
const ROW_GRID = 'sm:grid-cols-[1fr_9rem_1fr_4.5rem_auto]';
const newRow = (): CheckRow => ({ label: '', kind: 'asks_about', what: '', weight: '1' });

/** The form as the API's body; the server checks every rule and explains a refusal. */
export function scorecardBody(name: string, passMark: string, rows: CheckRow[]): CreateScorecardRequest {
  return {
    name,
    passMark: passMark === '' ? Number.NaN : Number(passMark),
    checks: rows.map((r) => ({
      label: r.label,
      kind: r.kind,
      ...(r.kind === 'asks_about' ? { topic: r.what } : { phrase: r.what }),
      weight: r.weight === '' ? Number.NaN : Number(r.weight),
    })),
  };
}

/** "New scorecard": its name, pass mark and weighted checks; it becomes the team's active scorecard. */
export function ScorecardDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [passMark, setPassMark] = useState('70');
  const { rows, setRow, addRow, removeRow, resetRows } = useRowList<CheckRow>(newRow);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateScorecard();

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setName('');
      setPassMark('70');
      resetRows();
      setServerError(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    create.mutate(scorecardBody(name, passMark, rows), {
      onSuccess: (card) => {
        handleOpenChange(false);
        toast({ variant: 'success', title: 'Scorecard saved and active', description: card.name });
      },
      onError: (error) => setServerError(getErrorMessage(error, 'The scorecard could not be saved.')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ListChecks aria-hidden /> New scorecard
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>New scorecard</DialogTitle>
          <DialogDescription>
            Every call of your members is graded on the active scorecard, with the quotes behind each check.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4" aria-label="New scorecard">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_8rem]">
            <FormField id="scorecard-name" label="Name">
              <Input id="scorecard-name" value={name} onChange={(e) => setName(e.target.value)} />
            </FormField>
            <FormField id="scorecard-pass" label="Pass mark">
              <Input
                id="scorecard-pass"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                value={passMark}
                onChange={(e) => setPassMark(e.target.value)}
              />
            </FormField>
          </div>
          <fieldset className="grid grid-cols-1 gap-3">
            <legend className="mb-1.5 text-sm font-medium text-stone-800">Checks</legend>
            {rows.map((row, i) => (
              <div
                key={i}
                role="group"
                aria-label={`Check ${i + 1}`}
                className={`grid grid-cols-1 gap-2 rounded-lg border border-stone-200 p-3 ${ROW_GRID}`}
              >
                <div className="grid gap-1">
                  <Label htmlFor={`check-${i}-label`}>Label</Label>
                  <Input
                    id={`check-${i}-label`}
                    value={row.label}
                    onChange={(e) => setRow(i, { label: e.target.value })}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`check-${i}-kind`}>Kind</Label>
                  <Select value={row.kind} onValueChange={(kind) => setRow(i, { kind: kind as CheckKind })}>
                    <SelectTrigger id={`check-${i}-kind`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {KINDS.map(([value, label]) => (
                        <SelectItem key={value} value={value}>
                          {label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`check-${i}-what`}>{row.kind === 'asks_about' ? 'Topic' : 'Phrase'}</Label>
                  <Input
                    id={`check-${i}-what`}
                    value={row.what}
                    onChange={(e) => setRow(i, { what: e.target.value })}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`check-${i}-weight`}>Weight</Label>
                  <Input
                    id={`check-${i}-weight`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={10}
                    value={row.weight}
                    onChange={(e) => setRow(i, { weight: e.target.value })}
                  />
                </div>
                <RemoveRowButton
                  label={`Remove check ${i + 1}`}
                  className="self-end"
                  disabled={rows.length === 1}
                  onRemove={() => removeRow(i)}
                />
              </div>
            ))}
            <AddRowButton label="Add a check" disabled={rows.length >= MAX_CHECKS} onAdd={addRow} />
          </fieldset>
          <DialogFormFooter
            error={serverError}
            pending={create.isPending}
            submitLabel="Save scorecard"
            onCancel={() => handleOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
