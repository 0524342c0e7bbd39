import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { BUYER_TYPES } from '@ringready/core/buyer-types';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { BUYER_STYLES } from '../buyer-style';

const STEPS = [
  {
    title: 'Choose a buyer type',
    text: 'Each AI buyer behaves like a real couple or planner with their own style.',
  },
  {
    title: 'Pick a mode',
    text: 'Practise with live AI coaching hints, or in basic mode with the buyer profile at hand.',
  },
  {
    title: 'Talk it through',
    text: 'Hold the consultation by voice. Afterwards you get a scored training report.',
  },
];

export function PracticeSelectPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Practice with AI Buyers"
        description="Pick the kind of buyer you want to get better at booking."
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {BUYER_TYPES.map((buyer) => {
          const style = BUYER_STYLES[buyer.id];
          const Icon = style.icon;
          return (
            <Link
              key={buyer.id}
              to={`/practice/${buyer.id}`}
              className={cn(
                'group flex flex-col rounded-xl border border-stone-200',
                'bg-white p-5 shadow-sm transition hover:shadow-md',
                style.accent,
              )}
            >
              <div className="flex items-center gap-3">
                <span
                  className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', style.tile)}
                >
                  <Icon className="size-6" aria-hidden />
                </span>
                <div>
                  <h2 className="text-lg font-semibold text-stone-900">The {buyer.name}</h2>
                  <p className="text-sm text-stone-600">{buyer.description}</p>
                </div>
              </div>
              <ul className="mt-4 flex flex-wrap gap-1.5">
                {buyer.traits.slice(0, 3).map((trait) => (
                  <li key={trait} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-700">
                    {trait}
                  </li>
                ))}
              </ul>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-rose-700">
                Practice with {buyer.name}
                <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
              </span>
            </Link>
          );
        })}
      </div>

      <Card className="mt-8 p-6">
        <h2 className="text-lg font-semibold">How it works</h2>
        <ol className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-3">
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center',
                  'rounded-full bg-rose-700 text-sm font-semibold text-white',
                )}
              >
                {i + 1}
              </span>
              <div>
                <p className="font-medium text-stone-900">{step.title}</p>
                <p className="mt-0.5 text-sm text-stone-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </PageContainer>
  );
}
