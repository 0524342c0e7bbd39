import { TriangleAlert } from 'lucide-react';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-request';
import { useTeam } from '../api';
import { TEAM_TITLE, isLead } from '../team-format';
import { LeadDashboard } from './lead-dashboard';
import { MemberView } from './member-view';
import { NoTeamView } from './no-team-view';

/**
 * /team: leads (admins and managers) get the team dashboard; a member of a team sees their own figures;
 * someone without a team sees theirs with how to join or create one.
 */
export function TeamPage() {
  const team = useTeam();
  if (team.isPending) return <Spinner label="Loading team..." fullPage />;
  if (team.isError) {
    return (
      <PageContainer>
        <PageHeader title={TEAM_TITLE} />
        <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">We couldn't load your team</p>
            <p className="text-sm">{getErrorMessage(team.error, 'Please try again in a moment.')}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void team.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      </PageContainer>
    );
  }
  if (!team.data) return <NoTeamView />;
  if (!isLead(team.data.role)) return <MemberView team={team.data} />;
  return <LeadDashboard team={team.data} />;
}
