import { FileText, LayoutList } from 'lucide-react';
import type { User } from '@ringready/core/api';
import type { SessionSummary } from '@ringready/core/sessions';
import { capitalize, cn } from '../../../lib/utils';
import { recentSessions, sessionDate, sessionTitle, statusTone } from '../legacy-stats';

const DOT: Record<ReturnType<typeof statusTone>, string> = {
  green: 'bg-green-600',
  yellow: 'bg-amber-500',
  red: 'bg-red-600',
  neutral: 'bg-stone-400',
};

export const SCENARIOS_ID = 'training-scenarios';
export const SESSIONS_ID = 'sessions-and-reports';

const NAV = [
  { label: 'Training Sessions', href: `#${SCENARIOS_ID}`, icon: LayoutList },
  { label: 'Reports', href: `#${SESSIONS_ID}`, icon: FileText },
];

/**
 * Product, the user, links to the page's sections and the 3 most recent sessions (open their report);
 * `sessions` is newest first.
 */
export function LegacySidebar({
  user,
  sessions,
  onOpenReport,
}: {
  user: User;
  sessions: readonly SessionSummary[];
  onOpenReport: (session: SessionSummary) => void;
}) {
  const recent = recentSessions(sessions);
  return (
    <aside
      aria-label="Training dashboard"
      className={cn(
        'flex flex-col gap-6 self-start rounded-xl border border-stone-200 bg-white p-5 shadow-sm',
        'lg:sticky lg:top-24',
      )}
    >
      <div>
        <p className="font-serif text-xl font-semibold text-rose-800">RingReady</p>
        <p className="text-xs text-stone-500">Sales Training</p>
      </div>
      <div className="rounded-lg bg-stone-50 p-3">
        <p className="truncate font-medium text-stone-900">{user.name}</p>
        <p className="text-xs text-stone-600">{capitalize(user.role)}</p>
      </div>
      <nav aria-label="Training dashboard sections">
        <ul className="grid grid-cols-2 gap-1 lg:grid-cols-1">
          {NAV.map(({ label, href, icon: Icon }) => (
            <li key={href}>
              <a
                href={href}
                className={cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-stone-700',
                  'hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-2 focus-visible:outline-rose-600',
                )}
              >
                <Icon className="size-4" aria-hidden /> {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="recent-sessions-heading">
        <h2
          id="recent-sessions-heading"
          className="mb-2 text-xs font-semibold tracking-wide text-stone-500 uppercase"
        >
          Recent sessions
        </h2>
        {recent.length === 0 ? (
          <p className="text-sm text-stone-600">No sessions yet</p>
        ) : (
          <ul className="grid grid-cols-1 gap-1">
            {recent.map((s) => {
              const content = (
                <>
                  <span
                    className={cn('mt-1.5 size-2 shrink-0 rounded-full', DOT[statusTone(s.status)])}
                    aria-hidden
                  />
                  <span className="min-w-0 text-left">
                    <span className="block truncate text-sm font-medium text-stone-900">
                      {sessionTitle(s)}
                    </span>
                    <span className="block text-xs text-stone-600">
                      {sessionDate(s.createdAt)}
                      <span className="sr-only">, {capitalize(s.status)}</span>
                    </span>
                  </span>
                </>
              );
              return (
                <li key={s.id}>
                  {s.report ? (
                    <button
                      type="button"
                      onClick={() => onOpenReport(s)}
                      className={cn(
                        'flex w-full items-start gap-2 rounded-md px-2 py-1.5 hover:bg-rose-50',
                        'focus-visible:outline-2 focus-visible:outline-rose-600',
                      )}
                    >
                      {content}
                    </button>
                  ) : (
                    <div className="flex items-start gap-2 px-2 py-1.5">{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </aside>
  );
}
