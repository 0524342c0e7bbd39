import { useState } from 'react';
import type { FormEvent } from 'react';
import { FilePlus2, Loader2, Wand2 } from 'lucide-react';
import { BUYER_TYPES } from '@ringready/core/buyer-types';
import { TRADE_IDS, TRADES } from '@ringready/core/trades';
import type { CreateTeamScenarioRequest } from '@ringready/core/team-scenarios';
import { FormField, fieldA11y } from '../../../components/form-field';
import { DialogFormFooter } from '../../../components/dialog-form-footer';
import { Button } from '../../../components/ui/button';
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
import { useCreateTeamScenario, useDraftTeamScenario } from '../programs-api';
import type { TeamScenarioDraft } from '@ringready/core/team-scenario-draft';
import { Textarea } from './textarea-field';

const DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

export interface Values {
  title: string;
  buyerType: string;
  trade: string;
  difficulty: string;
  description: string;
  names: string;
  date: string;
  guests: string;
  venue: string;
  budget: string;
  decisionMakers: string;
  objections: string;
  goal: string;
  publish: boolean;
}

const EMPTY: Values = {
  title: '',
  buyerType: 'relater',
  trade: 'photographer',
  difficulty: 'intermediate',
  description: '',
  names: '',
  date: '',
  guests: '',
  venue: '',
  budget: '',
  decisionMakers: '',
  objections: '',
  goal: '',
  publish: false,
};

const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

/** The form as the API's body; the server checks every rule and explains a refusal. */
export function scenarioBody(v: Values): CreateTeamScenarioRequest {
  const names = list(v.names, /,| and /);
  return {
    title: v.title,
    buyerType: v.buyerType as CreateTeamScenarioRequest['buyerType'],
    trade: v.trade as CreateTeamScenarioRequest['trade'],
    difficulty: v.difficulty as CreateTeamScenarioRequest['difficulty'],
    description: v.description,
    ...(names.length ? { couple: { names: names.slice(0, 2) } } : {}),
    facts: {
      date: v.date,
      guests: v.guests === '' ? Number.NaN : Number(v.guests),
      venue: v.venue,
      budget: v.budget === '' ? Number.NaN : Number(v.budget),
      decisionMakers: list(v.decisionMakers, /,/),
    },
    objections: list(v.objections, /\n/),
    ...(v.goal.trim() ? { goal: v.goal } : {}),
    status: v.publish ? 'published' : 'draft',
  };
}

/** The form's values from a drafted scenario: every field stays editable before saving. */
export function valuesFromDraft(draft: TeamScenarioDraft, current: Values): Values {
  return {
    ...current,
    title: draft.title,
    buyerType: draft.buyerType,
    trade: draft.trade,
    difficulty: draft.difficulty,
    description: draft.description,
    date: draft.facts.date,
    guests: draft.facts.guests === null ? '' : String(draft.facts.guests),
    venue: draft.facts.venue,
    budget: draft.facts.budget === null ? '' : String(draft.facts.budget),
    decisionMakers: draft.facts.decisionMakers.join(', '),
    objections: (draft.objections ?? []).join('\n'),
  };
}

/** "New scenario": a lead writes a scenario (the couple, facts, concerns), as a draft or published. */
export function TeamScenarioDialog() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateTeamScenario();
  const draft = useDraftTeamScenario();
  const [plain, setPlain] = useState('');
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setValues(EMPTY);
      setPlain('');
      setServerError(null);
    }
  }

  function fillFromDescription() {
    setServerError(null);
    draft.mutate(plain, {
      onSuccess: (drafted) => setValues((v) => valuesFromDraft(drafted, v)),
      onError: (error) => setServerError(getErrorMessage(error, 'The description could not be read.')),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    create.mutate(scenarioBody(values), {
      onSuccess: (created) => {
        handleOpenChange(false);
        toast({
          variant: 'success',
          title: created.status === 'published' ? 'Scenario published' : 'Draft saved',
          description: created.title,
        });
      },
      onError: (error) => setServerError(getErrorMessage(error, 'The scenario could not be saved.')),
    });
  }

  const text = (id: keyof Values, label: string, type = 'text', extra: object = {}) => (
    <FormField id={`scenario-${id}`} label={label}>
      <Input
        {...fieldA11y(`scenario-${id}`, undefined)}
        type={type}
        value={values[id] as string}
        onChange={(e) => set({ [id]: e.target.value })}
        {...extra}
      />
    </FormField>
  );
  const choice = (
    id: 'buyerType' | 'trade' | 'difficulty',
    label: string,
    options: Array<[string, string]>,
  ) => (
    <FormField id={`scenario-${id}`} label={label}>
      <Select value={values[id]} onValueChange={(value) => set({ [id]: value })}>
        <SelectTrigger id={`scenario-${id}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([value, name]) => (
            <SelectItem key={value} value={value}>
              {name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FilePlus2 aria-hidden /> New scenario
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>New team scenario</DialogTitle>
          <DialogDescription>
            The AI buyer uses these facts and raises these concerns. Save a draft to try it first.
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-2 rounded-lg bg-stone-50 p-3">
          <FormField id="scenario-plain" label="Start from a description (optional)">
            <Textarea
              id="scenario-plain"
              value={plain}
              placeholder="A couple marrying in a dark barn in Vermont in October, 95 guests, her aunt is paying…"
              onChange={(e) => setPlain(e.target.value)}
            />
          </FormField>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={!plain.trim() || draft.isPending}
            onClick={fillFromDescription}
          >
            {draft.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
            Fill the form
          </Button>
        </div>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4" aria-label="New team scenario">
          {text('title', 'Title')}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {choice(
              'buyerType',
              'Buyer type',
              BUYER_TYPES.map((b) => [b.id, b.name]),
            )}
            {choice(
              'trade',
              'Trade',
              TRADE_IDS.map((t) => [t, TRADES[t].label]),
            )}
            {choice(
              'difficulty',
              'Difficulty',
              DIFFICULTIES.map((d) => [d, d[0]!.toUpperCase() + d.slice(1)]),
            )}
          </div>
          <FormField id="scenario-description" label="Description">
            <Textarea
              id="scenario-description"
              value={values.description}
              onChange={(e) => set({ description: e.target.value })}
            />
          </FormField>
          {text('names', 'The couple (e.g. Hannah and Owen)')}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {text('date', 'Wedding date', 'date')}
            {text('guests', 'Guests', 'number', { inputMode: 'numeric', min: 1 })}
            {text('venue', 'Venue')}
            {text('budget', 'Budget ($)', 'number', { inputMode: 'decimal', min: 1 })}
          </div>
          {text('decisionMakers', 'Who decides (comma-separated)')}
          <FormField id="scenario-objections" label="Concerns they raise (one per line)">
            <Textarea
              id="scenario-objections"
              value={values.objections}
              onChange={(e) => set({ objections: e.target.value })}
            />
          </FormField>
          {text('goal', 'Goal for the salesperson (optional)')}
          <div className="flex items-center gap-2">
            <Checkbox
              id="scenario-publish"
              checked={values.publish}
              onCheckedChange={(c) => set({ publish: c === true })}
            />
            <Label htmlFor="scenario-publish" className="font-normal">
              Publish now (members see it in their practice library)
            </Label>
          </div>
          <DialogFormFooter
            error={serverError}
            pending={create.isPending}
            submitLabel="Save scenario"
            onCancel={() => handleOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
