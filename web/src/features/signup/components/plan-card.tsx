import { Check } from 'lucide-react';
import type { Plan } from '@ringready/core/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

export interface PlanCardProps {
  plan: Plan;
  /** The features to list (those common to all plans are shown once, outside the cards). */
  features: string[];
  selected: boolean;
  onSelect: () => void;
}

export function PlanCard({ plan, features, selected, onSelect }: PlanCardProps) {
  return (
    <div
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm transition',
        selected ? 'border-rose-600 ring-2 ring-rose-600' : 'border-stone-200',
      )}
    >
      {plan.popular && (
        <Badge
          tone="rose"
          className="absolute -top-3 left-1/2 -translate-x-1/2 border-rose-700 bg-rose-700 text-white"
        >
          Most Popular
        </Badge>
      )}
      <h3 className="text-xl font-semibold text-stone-900">{plan.name}</h3>
      <p className="mt-1 min-h-10 text-sm text-stone-600">{plan.description}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight text-stone-900">${plan.price}</span>
        <span className="text-stone-600">/{plan.period}</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-stone-700">
            <Check className="mt-0.5 size-4 shrink-0 text-rose-700" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={selected ? 'default' : 'outline'}
        aria-pressed={selected}
        onClick={onSelect}
      >
        {plan.ctaText}
      </Button>
    </div>
  );
}
