import { FileText, History, Loader2, RotateCcw } from 'lucide-react';
import type { SessionSummary } from '@ringready/core/sessions';
import { toMinutes } from '@ringready/core/usage';
import { EmptyState } from '../../../components/empty-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { capitalize } from '../../../lib/utils';
import { LoadMoreButton, type PagedList } from '../../../components/load-more-button';
import { sessionDate, sessionTitle, statusTone } from '../legacy-stats';
import { DifficultyBadge } from './difficulty-badge';

const HEADERS = ['Scenario', 'Date', 'Duration', 'Score', 'Status', 'Actions'];

/**
 * Sessions and Reports: the sessions read so far, newest first, with 'Load more' while older ones remain.
 * Actions: 'View Report' when a report exists, else 'Processing...'; 'Retry' starts a new session on the
 * same scenario.
 */
export function SessionsTable({
  sessions,
  pages,
  startingId,
  onViewReport,
  onRetry,
}: {
  sessions: readonly SessionSummary[];
  pages: PagedList;
  startingId: string | null;
  onViewReport: (session: SessionSummary) => void;
  onRetry: (scenarioId: string) => void;
}) {
  if (sessions.length === 0) {
    return (
      <EmptyState icon={History} title="No sessions yet">
        Start a training scenario above and your sessions and reports will appear here.
      </EmptyState>
    );
  }
  return (
    <div>
      {/* Scrolls sideways on small screens: a focusable region, so keys can scroll it too. */}
      <Card
        role="region"
        aria-label="Sessions and reports table"
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-rose-600"
      >
        <table className="w-full min-w-[820px] text-left text-sm">
          <caption className="sr-only">Sessions and reports</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-600 uppercase">
            <tr>
              {HEADERS.map((h) => (
                <th key={h} scope="col" className="px-4 py-2.5 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {sessions.map((s) => {
              const title = sessionTitle(s);
              const score = s.report?.overallScore;
              const scenarioId = s.scenario?.id;
              return (
                <tr key={s.id} className="align-middle">
                  <th scope="row" className="px-4 py-3 font-normal">
                    <span className="flex items-center gap-3">
                      {s.scenario?.imageUrl ? (
                        <img
                          src={s.scenario.imageUrl}
                          alt=""
                          className="size-10 shrink-0 rounded-md bg-rose-50 object-cover"
                        />
                      ) : (
                        <span className="size-10 shrink-0 rounded-md bg-stone-100" aria-hidden />
                      )}
                      <span className="min-w-0">
                        <span className="block font-medium text-stone-900">{title}</span>
                        <DifficultyBadge difficulty={s.scenario?.difficulty ?? s.exerciseMode?.difficulty} />
                      </span>
                    </span>
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap">{sessionDate(s.createdAt)}</td>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">{toMinutes(s.duration)} min</td>
                  <td className="px-4 py-3 font-semibold tabular-nums">
                    {typeof score === 'number' ? `${score}/100` : '-'}
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={statusTone(s.status)}>{capitalize(s.status)}</Badge>
                  </td>
                  <td className="px-4 py-3">
                    <span className="flex items-center gap-2 whitespace-nowrap">
                      {s.report ? (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`View Report: ${title}`}
                          onClick={() => onViewReport(s)}
                        >
                          <FileText aria-hidden /> View Report
                        </Button>
                      ) : (
                        <span className="text-xs text-stone-500">Processing...</span>
                      )}
                      {scenarioId && (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Retry: ${title}`}
                          disabled={startingId !== null}
                          onClick={() => onRetry(scenarioId)}
                        >
                          {startingId === scenarioId ? (
                            <Loader2 className="animate-spin" aria-hidden />
                          ) : (
                            <RotateCcw aria-hidden />
                          )}
                          Retry
                        </Button>
                      )}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      <LoadMoreButton list={pages} />
    </div>
  );
}
