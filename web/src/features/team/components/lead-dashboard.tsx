import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import type { Team, TeamStats } from '@ringready/core/team';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { getErrorMessage } from '../../../lib/api-request';
import { useTeamStats } from '../api';
import { TEAM_TITLE } from '../team-format';
import { AssignmentsSection } from './assignments-section';
import { ExportCsvButton } from './export-csv-button';
import { InviteDialog } from './invite-dialog';
import { MembersTable } from './members-table';
import { OverviewTab } from './overview-tab';
import { PathsSection } from './paths-section';
import { ScorecardsSection } from './scorecards-section';
import { TeamScenariosSection } from './team-scenarios-section';
import { TeamRoster } from './team-roster';

// The chart tabs (and the charts library) load only when a lead opens the team dashboard.
const BuyerTypesTab = lazy(() => import('./buyer-types-tab').then((m) => ({ default: m.BuyerTypesTab })));
const TrendsTab = lazy(() => import('./trends-tab').then((m) => ({ default: m.TrendsTab })));

/** The stats tabs wait for GET /api/team/stats; a failure is explained in the tab. */
function WithStats({
  stats,
  children,
}: {
  stats: ReturnType<typeof useTeamStats>;
  children: (data: TeamStats) => ReactNode;
}) {
  if (stats.isPending) return <Spinner label="Loading team figures..." className="py-10" />;
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {getErrorMessage(stats.error, 'The team figures could not be loaded. Please try again later.')}
      </p>
    );
  }
  return (
    <Suspense fallback={<Spinner label="Loading chart..." className="py-10" />}>
      {children(stats.data)}
    </Suspense>
  );
}

/**
 * Admins and managers: the team's figures in four tabs, then assignments, the team's own scenarios and
 * scorecards, certification paths with the matrix, invitations and members.
 */
export function LeadDashboard({ team }: { team: Team }) {
  const stats = useTeamStats(true);
  return (
    <PageContainer className="grid grid-cols-1 gap-6">
      <PageHeader
        title={TEAM_TITLE}
        description={`${team.name} · ${team.seats} of ${team.seatLimit} seats used`}
        actions={<InviteDialog />}
      />
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="individual">Individual Performance</TabsTrigger>
          <TabsTrigger value="buyer-types">Buyer Types</TabsTrigger>
          <TabsTrigger value="trends">Trends</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <WithStats stats={stats}>{(data) => <OverviewTab overview={data.overview} />}</WithStats>
        </TabsContent>
        <TabsContent value="individual">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-stone-600">
              {team.members.length} {team.members.length === 1 ? 'member' : 'members'}. Open a row to see
              their sessions and reports.
            </p>
            <ExportCsvButton />
          </div>
          <MembersTable members={team.members} />
        </TabsContent>
        <TabsContent value="buyer-types">
          <WithStats stats={stats}>{(data) => <BuyerTypesTab rows={data.buyerTypePerformance} />}</WithStats>
        </TabsContent>
        <TabsContent value="trends">
          <WithStats stats={stats}>{(data) => <TrendsTab months={data.monthlyTrends} />}</WithStats>
        </TabsContent>
      </Tabs>
      <AssignmentsSection members={team.members} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TeamScenariosSection />
        <ScorecardsSection />
      </div>
      <PathsSection />
      <TeamRoster team={team} />
    </PageContainer>
  );
}
