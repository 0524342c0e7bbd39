import { Clock, FileSearch, Trophy } from 'lucide-react';
import type { Session, User } from '@ringready/core/api';
import { StatCard } from '../../../components/stat-card';
import { averageScore, completedSessions, practiceMinutesStat, realCallAnalysesStat } from '../stats';

export function StatCards({ user, sessions }: { user: User; sessions: Session[] }) {
  const minutes = practiceMinutesStat(user);
  const analyses = realCallAnalysesStat(user);
  const completedCount = completedSessions(sessions).length;
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
      <StatCard icon={Trophy} label="Average Score" value={String(averageScore(sessions))}>
        {completedCount === 1 ? 'From 1 completed session' : `From ${completedCount} completed sessions`}
      </StatCard>
    </section>
  );
}
