import type { LucideIcon } from 'lucide-react';
import { Clock, FileSearch, Trophy } from 'lucide-react';
import type { Session, User } from '@ringready/core/api';
import { Card } from '../../../components/ui/card';
import { averageScore, completedSessions, practiceMinutesStat, realCallAnalysesStat } from '../stats';

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-rose-50 text-rose-700">
        <Icon className="size-5" aria-hidden />
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <p className="mt-0.5 text-2xl font-semibold tracking-tight text-stone-900 tabular-nums">{value}</p>
        <p className="mt-0.5 text-xs text-stone-500">{hint}</p>
      </div>
    </Card>
  );
}

export function StatCards({ user, sessions }: { user: User; sessions: Session[] }) {
  const minutes = practiceMinutesStat(user);
  const analyses = realCallAnalysesStat(user);
  const completedCount = completedSessions(sessions).length;
  return (
    <section aria-label="Your stats" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        icon={Clock}
        label="Practice Minutes"
        value={minutes.display}
        hint={
          minutes.limit === null
            ? 'No active plan'
            : minutes.unlimited
              ? 'Unlimited this period'
              : 'Used this period'
        }
      />
      <StatCard
        icon={FileSearch}
        label="Real Call Analyses"
        value={analyses.display}
        hint={analyses.limit === null ? 'No active plan' : 'Used this period'}
      />
      <StatCard
        icon={Trophy}
        label="Average Score"
        value={String(averageScore(sessions))}
        hint={completedCount === 1 ? 'From 1 completed session' : `From ${completedCount} completed sessions`}
      />
    </section>
  );
}
