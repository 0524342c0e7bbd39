import type { CallFindings, ConcernStatus } from '@ringready/core/analysis/call-findings-types';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { EmptyNote } from './report-section';

const STATUS: Record<ConcernStatus, { label: string; tone: BadgeTone }> = {
  answered: { label: 'Answered', tone: 'green' },
  'brushed-off': { label: 'Brushed off', tone: 'red' },
  open: { label: 'Left open', tone: 'orange' },
};

/** What each kind of concern is called in the list (the analyzer's kinds; an unknown kind shows as it is). */
const CONCERN_NAMES: Record<string, string> = {
  price: 'Price',
  stall: 'Putting it off',
  competitor: 'Other vendors',
  risk: 'Worry',
  fit: 'Fit',
  condition: 'Needs first',
  repeated: 'Asked again',
  question: 'Question',
};

const PRESSURE_NAMES: Record<string, string> = {
  scarcity: 'Scarcity',
  deadline: 'Deadline',
  ultimatum: 'Ultimatum',
  'social-proof': '"Everyone does it"',
};

const FACT_NAMES: Record<string, string> = {
  date: 'Date',
  month: 'Month',
  guests: 'Guests',
  budget: 'Budget',
};

function Quote({ who, text }: { who: string; text: string }) {
  return (
    <blockquote className="text-stone-800">
      <span className="text-xs font-semibold text-stone-500 uppercase">{who}: </span>“{text}”
    </blockquote>
  );
}

/** Every concern and question of the buyer's: raised, then answered, brushed off or left open, with quotes. */
export function ConcernsList({ concerns }: { concerns: CallFindings['concerns'] }) {
  if (concerns.length === 0) return <EmptyNote>The buyer raised no concern and asked no question.</EmptyNote>;
  return (
    <ul className="grid grid-cols-1 gap-2">
      {concerns.map((c, i) => (
        <li key={`${c.quote}-${i}`} className="grid grid-cols-1 gap-2 rounded-lg border border-stone-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="outline" className="capitalize">
              {CONCERN_NAMES[c.kind] ?? c.kind}
            </Badge>
            <Badge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</Badge>
          </div>
          <Quote who="Buyer" text={c.quote} />
          {c.response && <Quote who="Your response" text={c.response} />}
        </li>
      ))}
    </ul>
  );
}

/** The pressure tactics, named, with the salesperson's words. */
export function PressureList({ pressure }: { pressure: CallFindings['pressure'] }) {
  return (
    <ul className="grid grid-cols-1 gap-2">
      {pressure.map((p, i) => (
        <li key={`${p.quote}-${i}`} className="flex flex-col gap-1.5 rounded-lg border border-red-200 p-3">
          <Badge tone="red" className="self-start">
            {PRESSURE_NAMES[p.kind] ?? p.kind}
          </Badge>
          <Quote who="You" text={p.quote} />
        </li>
      ))}
    </ul>
  );
}

/** The buyer's questions the salesperson did not answer, with what they said instead. */
export function UnansweredList({ questions }: { questions: CallFindings['unansweredQuestions'] }) {
  return (
    <ul className="grid grid-cols-1 gap-2">
      {questions.map((q, i) => (
        <li key={`${q.quote}-${i}`} className="grid grid-cols-1 gap-2 rounded-lg border border-stone-200 p-3">
          <Quote who="Buyer" text={q.quote} />
          {q.reply && <Quote who="You said instead" text={q.reply} />}
        </li>
      ))}
    </ul>
  );
}

/** Facts the salesperson restated differently from the buyer. */
export function WrongFactsList({ facts }: { facts: CallFindings['wrongFacts'] }) {
  return (
    <ul className="grid grid-cols-1 gap-2">
      {facts.map((f, i) => (
        <li key={`${f.said}-${i}`} className="grid grid-cols-1 gap-2 rounded-lg border border-stone-200 p-3">
          <Badge tone="orange" className="self-start">
            {FACT_NAMES[f.fact] ?? f.fact}
          </Badge>
          <Quote who="You" text={f.said} />
          <Quote who="Buyer had said" text={f.buyerSaid} />
        </li>
      ))}
    </ul>
  );
}
