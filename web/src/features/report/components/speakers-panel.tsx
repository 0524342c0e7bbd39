import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Loader2, UserRoundCog } from 'lucide-react';
import type { SpeakerSummary } from '@ringready/core/analysis/types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

export interface SpeakersPanelProps {
  speakers: SpeakerSummary[];
  /** "Not you?": re-analyze with these speaker labels as the salesperson. */
  onChangeSalesperson?: (labels: string[]) => Promise<unknown>;
  pending?: boolean;
}

function salespersonLabels(speakers: SpeakerSummary[]): string[] {
  return speakers.filter((s) => s.side === 'salesperson').map((s) => s.label);
}

/** Who spoke, which side we think each speaker is on, and the "Not you?" correction. */
export function SpeakersPanel({ speakers, onChangeSalesperson, pending = false }: SpeakersPanelProps) {
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<string[]>(() => salespersonLabels(speakers));
  const formId = useId();
  const total = speakers.reduce((sum, s) => sum + s.words, 0);
  const current = salespersonLabels(speakers);
  const unchanged = selected.length === current.length && selected.every((label) => current.includes(label));
  const valid = selected.length > 0 && selected.length < speakers.length;

  const toggle = (label: string, checked: boolean) =>
    setSelected((list) =>
      checked ? [...list.filter((l) => l !== label), label] : list.filter((l) => l !== label),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onChangeSalesperson || !valid || unchanged) return;
    try {
      await onChangeSalesperson(speakers.map((s) => s.label).filter((label) => selected.includes(label)));
      setEditing(false);
    } catch {
      // the caller reports the error; keep the form open
    }
  };

  return (
    <div className="grid grid-cols-1 gap-3">
      <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
        {speakers.map((s) => (
          <li key={s.label} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5">
            <span className="flex min-w-0 items-center gap-2">
              <span className="truncate font-medium text-stone-900">{s.label}</span>
              {s.side === 'salesperson' ? (
                <Badge tone="rose">You (salesperson)</Badge>
              ) : (
                <Badge tone="neutral">Buyer</Badge>
              )}
            </span>
            <span className="text-xs text-stone-600 tabular-nums">
              {s.words} words{total > 0 ? ` · ${Math.round((s.words / total) * 100)}%` : ''}
            </span>
          </li>
        ))}
      </ul>

      {onChangeSalesperson && speakers.length > 1 && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <span>Did we pick the wrong speaker as you?</span>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={editing}
            aria-controls={editing ? formId : undefined}
            onClick={() => {
              setSelected(current);
              setEditing((open) => !open);
            }}
          >
            <UserRoundCog aria-hidden /> Not you?
          </Button>
        </div>
      )}

      {editing && (
        <form
          id={formId}
          onSubmit={(e) => void submit(e)}
          className="grid grid-cols-1 gap-3 rounded-lg border border-rose-200 bg-rose-50/50 p-3"
        >
          <fieldset className="grid grid-cols-1 gap-2">
            <legend className="mb-1 text-sm font-medium text-stone-900">Which speaker(s) were you?</legend>
            {speakers.map((s) => {
              const id = `${formId}-${s.label}`;
              return (
                <div key={s.label} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={selected.includes(s.label)}
                    onCheckedChange={(c) => toggle(s.label, c === true)}
                    disabled={pending}
                  />
                  <Label htmlFor={id} className="font-normal">
                    {s.label}
                  </Label>
                </div>
              );
            })}
          </fieldset>
          {!valid && (
            <p className="text-xs text-red-700">
              Choose at least one speaker, and leave at least one for the buyer.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={!valid || unchanged || pending}>
              {pending && <Loader2 className="animate-spin" aria-hidden />}
              Update report
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => setEditing(false)}
              disabled={pending}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
