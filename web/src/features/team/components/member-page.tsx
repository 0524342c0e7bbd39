import { Link, useParams } from 'react-router';
import { ArrowLeft, ChevronRight, History, UserX } from 'lucide-react';
import { toMinutes } from '@ringready/core/usage';
import { EmptyState } from '../../../components/empty-state';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatShortDate } from '../../../lib/assignment-status';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-request';
import { usePageTitle } from '../../../lib/page-title';
import { useMemberSessions, useTeam } from '../api';
import { formatScore, roleLabel } from '../team-format';
import { FiguresGrid } from './my-figures';

function BackLink() {
  return (
    <Link
      to="/team"
      className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-rose-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> Back to team
    </Link>
  );
}

/**
 * /team/members/{userId}: a member's figures and sessions (for leads, newest first, a page at a time), each
 * linking to its report.
 */
export function MemberPage() {
  const { userId = '' } = useParams();
  const team = useTeam();
  const sessions = useMemberSessions(userId);
  const member = team.data?.members.find((m) => m.userId === userId);
  const notFound = !sessions.data && getErrorStatus(sessions.error) === 404;
  usePageTitle(notFound ? 'Team Member Not Found' : (member?.name ?? null));

  if (team.isPending || sessions.isPending) return <Spinner label="Loading member..." fullPage />;
  if (notFound) {
    return (
      <PageContainer>
        <BackLink />
        <EmptyState icon={UserX} title="Team member not found" headingLevel={1}>
          They may have left the team, or only the team's admins and managers can see this page.
        </EmptyState>
      </PageContainer>
    );
  }

  const list = sessions.sessions ?? [];
  return (
    <PageContainer className="grid grid-cols-1 gap-6">
      <div>
        <BackLink />
        <PageHeader
          title={member?.name ?? 'Team member'}
          description={member ? `${member.email} · ${roleLabel(member.role)}` : undefined}
        />
      </div>
      {member && (
        <Card className="p-5">
          <FiguresGrid figures={member} />
        </Card>
      )}
      <section aria-labelledby="member-sessions-heading">
        <h2 id="member-sessions-heading" className="mb-3 text-base font-semibold">
          Sessions
        </h2>
        {!sessions.data ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {getErrorMessage(sessions.error, 'Their sessions could not be loaded.')}
          </p>
        ) : list.length === 0 ? (
          <EmptyState icon={History} title="No sessions yet">
            Their practice sessions and call analyses will appear here.
          </EmptyState>
        ) : (
          <Card>
            <ul aria-label="Member sessions" className="divide-y divide-stone-100">
              {list.map((s) => {
                const title =
                  s.scenario?.title ?? s.fileName ?? (s.type === 'practice' ? 'Practice' : 'Call');
                const meta = `${formatShortDate(s.createdAt)} · ${toMinutes(s.duration)} min`;
                const score = s.report ? `${formatScore(s.report.overallScore)}/100` : null;
                const body = (
                  <>
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-stone-900">{title}</span>
                      <span className="text-xs text-stone-600">{meta}</span>
                    </span>
                    <span className="flex shrink-0 items-center gap-2 text-sm">
                      {score ? (
                        <span className="font-semibold text-rose-800 tabular-nums">{score}</span>
                      ) : (
                        <Badge tone={s.status === 'failed' ? 'red' : 'yellow'}>
                          {s.status === 'failed' ? 'Failed' : 'Report pending'}
                        </Badge>
                      )}
                      {score && <ChevronRight className="size-4 text-stone-400" aria-hidden />}
                    </span>
                  </>
                );
                return (
                  <li key={s.id}>
                    {s.report ? (
                      <Link
                        to={`/report/${encodeURIComponent(s.id)}`}
                        className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-rose-50/60"
                      >
                        {body}
                      </Link>
                    ) : (
                      <div className="flex items-center justify-between gap-3 px-4 py-3">{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
            <LoadMoreButton list={sessions} />
          </Card>
        )}
      </section>
    </PageContainer>
  );
}
