import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { ChevronRight, Library, Mic, Upload } from 'lucide-react';
import type { ScorePoint, SessionSummary } from '@ringready/core/sessions';
import { toMinutes } from '@ringready/core/usage';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { latestCompletedSessions, sessionTitle } from '../stats';
import { Spinner } from '../../../components/ui/spinner';
import { AssignmentsCard } from './assignments-card';
import { ScoreChart } from './score-chart';
import { formatSessionDate } from './session-row';
import { cn } from '../../../lib/utils';

const QUICK_ACTIONS: Array<{ to: string; icon: LucideIcon; title: string; text: string }> = [
  { to: '/practice', icon: Mic, title: 'Start Practice', text: 'Role-play a consultation with an AI buyer.' },
  {
    to: '/upload',
    icon: Upload,
    title: 'Upload a Call',
    text: 'Get a scored report on a real call transcript.',
  },
  {
    to: '/library',
    icon: Library,
    title: 'Training Library',
    text: 'Watch short lessons from sales coaches.',
  },
];

/**
 * `sessions`: the first page, newest first; `trend`: the server's last scores (undefined while they load
 * or when they could not be read, `trendFailed`).
 */
export function OverviewTab({
  sessions,
  trend,
  trendFailed,
}: {
  sessions: readonly SessionSummary[];
  trend: readonly ScorePoint[] | undefined;
  trendFailed: boolean;
}) {
  const recent = latestCompletedSessions(sessions);
  return (
    <div className="grid grid-cols-1 gap-6">
      <AssignmentsCard />
      <section aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className="mb-3 text-base font-semibold">
          Quick actions
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {QUICK_ACTIONS.map(({ to, icon: Icon, title, text }) => (
            <Link
              key={to}
              to={to}
              className={cn(
                'group flex items-start gap-3 rounded-xl border border-stone-200',
                'bg-white p-4 shadow-sm transition hover:border-rose-300 hover:shadow-md',
              )}
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-rose-700 text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="flex items-center gap-1 font-medium text-stone-900">
                  {title}
                  <ChevronRight
                    className="size-4 text-stone-400 transition group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </span>
                <span className="mt-0.5 block text-sm text-stone-600">{text}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle className="text-base">Recent completed sessions</CardTitle>
            <CardDescription>Your latest {recent.length > 0 ? recent.length : ''} reports</CardDescription>
          </CardHeader>
          <CardContent>
            {recent.length === 0 ? (
              <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">
                Completed sessions will appear here once their report is ready.
              </p>
            ) : (
              <ul className="divide-y divide-stone-100">
                {recent.map((s) => (
                  <li key={s.id}>
                    <Link
                      to={`/report/${s.id}`}
                      className="flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-rose-50/60"
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-stone-900">{sessionTitle(s)}</span>
                        <span className="text-xs text-stone-600">
                          {formatSessionDate(s.createdAt)} · {toMinutes(s.duration)} min
                        </span>
                      </span>
                      <span
                        className={cn(
                          'flex shrink-0 items-center gap-1 text-sm',
                          'font-semibold text-rose-800 tabular-nums',
                        )}
                      >
                        {s.report ? `${s.report.overallScore}/100` : 'View'}
                        <ChevronRight className="size-4 text-stone-400" aria-hidden />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">Score trend</CardTitle>
            <CardDescription>Overall score of your latest completed sessions</CardDescription>
          </CardHeader>
          <CardContent>
            {trend ? (
              <ScoreChart points={trend} />
            ) : trendFailed ? (
              <p className="text-sm text-stone-600">Your score trend could not be loaded.</p>
            ) : (
              <Spinner label="Loading your scores..." className="py-6" />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
