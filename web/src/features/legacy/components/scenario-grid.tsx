import { Clock, Loader2, Play, Presentation } from 'lucide-react';
import type { Scenario } from '@ringready/core/api';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DifficultyBadge } from './difficulty-badge';

/** Training Scenarios: each with its picture, description, difficulty and duration, and a start action. */
export function ScenarioGrid({
  scenarios,
  startingId,
  onStart,
}: {
  scenarios: Scenario[];
  startingId: string | null;
  onStart: (scenarioId: string) => void;
}) {
  if (scenarios.length === 0) {
    return (
      <EmptyState icon={Presentation} title="No training scenarios yet">
        New scenarios are added regularly. Check back soon.
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {scenarios.map((s) => (
        <li key={s.id}>
          <Card className="flex h-full flex-col overflow-hidden">
            {/* cropped to a strip on a phone: anchored at the bottom, where the picture names the buyer */}
            <img
              src={s.imageUrl}
              alt=""
              className="h-32 w-full bg-rose-50 object-cover object-bottom sm:h-auto sm:aspect-[16/9]"
              loading="lazy"
            />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h3 className="font-semibold text-stone-900">{s.title}</h3>
              <p className="flex-1 text-sm text-stone-600">{s.description}</p>
              <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
                <DifficultyBadge difficulty={s.difficulty} />
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-3.5" aria-hidden /> {s.duration}
                </span>
              </div>
              <Button
                className="mt-2 w-full"
                aria-label={`Start Training: ${s.title}`}
                disabled={startingId !== null}
                onClick={() => onStart(s.id)}
              >
                {startingId === s.id ? (
                  <Loader2 className="animate-spin" aria-hidden />
                ) : (
                  <Play aria-hidden />
                )}
                Start Training
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
