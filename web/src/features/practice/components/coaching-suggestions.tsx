import { Lightbulb, X } from 'lucide-react';
import type { CoachingSuggestion } from '@ringready/core/coaching/suggestion-list';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

const PRIORITY_TONE = { high: 'red', medium: 'yellow', low: 'neutral' } as const;

/** Live suggestions from the coaching analysis; each can be dismissed. */
export function CoachingSuggestions({
  suggestions,
  onDismiss,
}: {
  suggestions: CoachingSuggestion[];
  onDismiss: (title: string) => void;
}) {
  return (
    <Card role="region" aria-label="Coaching suggestions" className="p-5">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <Lightbulb className="size-4 text-rose-700" aria-hidden /> Live suggestions
      </h3>
      {suggestions.length === 0 ? (
        <p className="mt-2 text-sm text-stone-500">Suggestions appear here as the conversation develops.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {suggestions.map((s) => (
            <li key={s.title} className="rounded-lg border border-stone-200 bg-white p-3">
              <div className="flex items-start justify-between gap-2">
                <p className="text-sm font-medium text-stone-900">{s.title}</p>
                <div className="flex shrink-0 items-center gap-1">
                  <Badge tone={PRIORITY_TONE[s.priority]} className="capitalize">
                    {s.priority}
                  </Badge>
                  <button
                    type="button"
                    onClick={() => onDismiss(s.title)}
                    aria-label={`Dismiss suggestion: ${s.title}`}
                    className={cn(
                      'rounded p-0.5 text-stone-400 hover:bg-stone-100 hover:text-stone-700',
                      'focus-visible:outline-2 focus-visible:outline-rose-600',
                    )}
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </div>
              </div>
              {s.description && <p className="mt-1 text-sm text-stone-600">{s.description}</p>}
              {s.action && <p className="mt-1 text-sm font-medium text-rose-800">{s.action}</p>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
