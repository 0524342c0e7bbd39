import { Clock, Mic, Trophy } from 'lucide-react';
import type { TeamStats } from '@ringready/core/team';
import { StatCard } from '../../../components/stat-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { formatScore } from '../team-format';
import { TrendArrow } from './trend-arrow';

/** This month's team figures and the leaderboard of average scores. */
export function OverviewTab({ overview }: { overview: TeamStats['overview'] }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-label="This month" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard icon={Mic} label="Sessions this month" value={String(overview.sessions)}>
          This calendar month
        </StatCard>
        <StatCard icon={Clock} label="Practice minutes" value={String(overview.practiceMinutes)}>
          This calendar month
        </StatCard>
        <StatCard icon={Trophy} label="Average score" value={formatScore(overview.averageScore)}>
          <TrendArrow change={overview.averageScoreChange} suffix=" vs last month" />
        </StatCard>
      </section>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Leaderboard</CardTitle>
          <CardDescription>Average score this month</CardDescription>
        </CardHeader>
        <CardContent>
          {overview.leaderboard.length === 0 ? (
            <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">
              No scores yet this month. The leaderboard fills up as your team completes sessions.
            </p>
          ) : (
            <ol aria-label="Leaderboard" className="divide-y divide-stone-100">
              {overview.leaderboard.map((entry, i) => (
                <li key={entry.userId} className="flex items-center gap-3 py-2.5">
                  <span
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                      i === 0 ? 'bg-amber-100 text-amber-800' : 'bg-stone-100 text-stone-700',
                    )}
                    aria-label={`Rank ${i + 1}`}
                  >
                    {i + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-stone-900">{entry.name}</span>
                    <span className="text-xs text-stone-600">
                      {entry.sessions} {entry.sessions === 1 ? 'session' : 'sessions'}
                    </span>
                  </span>
                  <span className="font-semibold text-rose-800 tabular-nums">
                    {formatScore(entry.averageScore)}
                    <span className="text-xs font-normal text-stone-500">/100</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
