import type { LucideIcon } from 'lucide-react';
import { Clock, ListChecks, TrendingUp, Trophy } from 'lucide-react';
import type { SessionFigures } from '@ringready/core/sessions';
import { Card } from '../../../components/ui/card';
import { averageScore, formatImprovement, trainingHours } from '../legacy-stats';

function ProgressCard({
  icon: Icon,
  label,
  value,
  suffix,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  suffix?: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-rose-50 text-rose-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-medium text-stone-600">{label}</span>
        <span className="block text-xl font-semibold text-stone-900 tabular-nums">
          {value}
          {suffix && <span className="text-sm font-normal text-stone-500">{suffix}</span>}
        </span>
      </span>
    </Card>
  );
}

/** Training Progress: total sessions, training hours, average score and improvement, over every session. */
export function ProgressCards({ figures }: { figures: SessionFigures }) {
  const avg = averageScore(figures);
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <ProgressCard icon={ListChecks} label="Total Sessions" value={String(figures.total)} />
      <ProgressCard icon={Clock} label="Training Hours" value={trainingHours(figures).toFixed(1)} />
      <ProgressCard
        icon={Trophy}
        label="Avg. Score"
        value={avg === null ? '—' : avg.toFixed(1)}
        suffix={avg === null ? undefined : '/10'}
      />
      <ProgressCard icon={TrendingUp} label="Improvement" value={formatImprovement(figures.improvement)} />
    </div>
  );
}
