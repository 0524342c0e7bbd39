import { Clock, FileSearch, Trophy } from 'lucide-react';
import type { User } from '@ringready/core/api';
import type { SessionFigures } from '@ringready/core/sessions';
import { StatCard } from '../../../components/stat-card';
import { practiceMinutesStat, realCallAnalysesStat, roundedAverageScore } from '../stats';

/** `figures` is undefined while they load or when they could not be read (`figuresFailed`). */
export function StatCards({
  user,
  figures,
  figuresFailed,
}: {
  user: User;
  figures: SessionFigures | undefined;
  figuresFailed: boolean;
}) {
  const minutes = practiceMinutesStat(user);
  const analyses = realCallAnalysesStat(user);
  return (
    <section aria-label="Your stats" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard icon={Clock} label="Practice Minutes" value={minutes.display}>
        {minutes.limit === null
          ? 'No active plan'
          : minutes.unlimited
            ? 'Unlimited this period'
            : 'Used this period'}
      </StatCard>
      <StatCard icon={FileSearch} label="Real Call Analyses" value={analyses.display}>
        {analyses.limit === null ? 'No active plan' : 'Used this period'}
      </StatCard>
      <StatCard
        icon={Trophy}
        label="Average Score"
        value={figures ? String(roundedAverageScore(figures)) : '—'}
      >
        {!figures
          ? figuresFailed
            ? 'Could not be loaded'
            : 'Loading...'
          : figures.completed === 1
            ? 'From 1 completed session'
            : `From ${figures.completed} completed sessions`}
      </StatCard>
    </section>
  );
}
