import { CheckCircle2, CircleSlash } from 'lucide-react';
import type { DetectedQuestion, Monologue, NextStep, Objection } from '@ringready/core/analysis/types';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { EmptyNote } from './report-section';
import { QUESTION_TYPE_LABELS, formatSeconds } from '../report-format';
import { cn } from '../../../lib/utils';

const QUESTION_TONES: Record<string, BadgeTone> = {
  problemFinding: 'rose',
  criteriaFinding: 'orange',
  clarifying: 'blue',
  other: 'neutral',
};

export function QuestionsList({ questions }: { questions: DetectedQuestion[] }) {
  if (questions.length === 0) return <EmptyNote>No questions from your side were found.</EmptyNote>;
  return (
    <ol className="grid grid-cols-1 gap-2">
      {questions.map((q, i) => (
        <li
          key={`${q.utteranceIndex}-${i}`}
          className={cn(
            'flex flex-col gap-1.5 rounded-lg border border-stone-200 p-3',
            'sm:flex-row sm:items-start sm:justify-between',
          )}
        >
          <q className="text-stone-800">{q.text}</q>
          <Badge tone={QUESTION_TONES[q.type] ?? 'neutral'} className="self-start">
            {QUESTION_TYPE_LABELS[q.type] ?? q.type}
          </Badge>
        </li>
      ))}
    </ol>
  );
}

export function NextStepDetail({ nextStep }: { nextStep: NextStep }) {
  return (
    <div className="grid grid-cols-1 gap-2">
      <p className="flex items-center gap-2 font-medium">
        {nextStep.agreed ? (
          <>
            <CheckCircle2 className="size-4 text-green-700" aria-hidden /> A next step was agreed
          </>
        ) : nextStep.status === 'proposed' ? (
          <>
            <CircleSlash className="size-4 text-amber-700" aria-hidden /> Proposed but not agreed
          </>
        ) : (
          <>
            <CircleSlash className="size-4 text-red-700" aria-hidden /> No next step was agreed
          </>
        )}
      </p>
      {nextStep.text && (
        <blockquote className="border-l-4 border-rose-200 pl-3 text-stone-700 italic">
          “
          {nextStep.status === 'proposed'
            ? nextStep.text.replace(/^Proposed but not agreed: /, '')
            : nextStep.text}
          ”
        </blockquote>
      )}
    </div>
  );
}

export function ObjectionsList({ objections }: { objections: Objection[] }) {
  if (objections.length === 0) return <EmptyNote>The buyer raised no objections in this call.</EmptyNote>;
  return (
    <ul className="grid grid-cols-1 gap-2">
      {objections.map((o, i) => (
        <li key={`${o.kind}-${i}`} className="grid grid-cols-1 gap-2 rounded-lg border border-stone-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="outline" className="capitalize">
              {o.kind}
            </Badge>
            {o.addressed ? <Badge tone="green">Addressed</Badge> : <Badge tone="red">Not addressed</Badge>}
          </div>
          <blockquote className="text-stone-800">
            <span className="text-xs font-semibold text-stone-500 uppercase">Buyer: </span>“{o.text}”
          </blockquote>
          {o.response && (
            <blockquote className="text-stone-700">
              <span className="text-xs font-semibold text-stone-500 uppercase">Your response: </span>“
              {o.response}”
            </blockquote>
          )}
        </li>
      ))}
    </ul>
  );
}

function monologueLength(m: Monologue): string {
  const time = formatSeconds(m.seconds);
  return time ? `${time} min · ${m.words} words` : `${m.words} words`;
}

export function MonologueDetail({ title, monologue }: { title: string; monologue: Monologue }) {
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <p className="text-sm">
        <span className="font-medium text-stone-900">{title}</span>
        {monologue.words > 0 && (
          <span className="text-stone-600">
            {' '}
            — {monologue.speaker}, {monologueLength(monologue)}
          </span>
        )}
      </p>
      {monologue.excerpt ? (
        <blockquote className="border-l-4 border-stone-200 pl-3 text-stone-700 italic">
          “{monologue.excerpt}”
        </blockquote>
      ) : (
        <p className="text-stone-600">None found.</p>
      )}
    </div>
  );
}
