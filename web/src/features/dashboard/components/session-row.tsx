import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import type { SessionSummary } from '@ringready/core/sessions';
import { toMinutes } from '@ringready/core/usage';
import { SessionProgressBar } from '../../../components/session-progress-bar';
import { Button } from '../../../components/ui/button';
import { hasViewableReport, sessionTitle } from '../stats';
import { DifficultyBadge, SessionStatusBadge, SessionTypeBadge } from './session-badges';

export function formatSessionDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Recently';
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Minutes; a dash while the report is pending and the call's length is not known yet (0 s). */
export function formatSessionDuration(session: Pick<SessionSummary, 'status' | 'duration'>): string {
  if (session.status === 'processing' && !session.duration) return '—';
  return `${toMinutes(session.duration)} min`;
}

export function SessionRow({ session }: { session: SessionSummary }) {
  const score = session.report?.overallScore;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-stone-900">{sessionTitle(session)}</p>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <SessionTypeBadge type={session.type} />
          <DifficultyBadge session={session} />
          <SessionStatusBadge status={session.status} />
        </div>
        {session.status === 'processing' && <SessionProgressBar sessionId={session.id} />}
        {session.status === 'failed' && session.failureReason && (
          <p className="mt-1.5 text-sm text-red-700">{session.failureReason}</p>
        )}
      </div>
      <dl className="flex shrink-0 items-center gap-4 text-sm">
        <div className="w-28">
          <dt className="text-xs text-stone-500">Date</dt>
          <dd className="text-stone-800">{formatSessionDate(session.createdAt)}</dd>
        </div>
        <div className="w-16">
          <dt className="text-xs text-stone-500">Duration</dt>
          <dd className="text-stone-800 tabular-nums">{formatSessionDuration(session)}</dd>
        </div>
        <div className="w-16">
          <dt className="text-xs text-stone-500">Score</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">
            {typeof score === 'number' ? `${score}/100` : '—'}
          </dd>
        </div>
      </dl>
      <div className="shrink-0 sm:w-32 sm:text-right">
        {hasViewableReport(session) && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/report/${session.id}`}>
              <FileText aria-hidden /> View Report
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
