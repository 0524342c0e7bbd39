import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../../lib/use-current-user';
import { getErrorMessage } from '../../../lib/api-request';
import { isFirstVisit } from '../../../lib/first-visit';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSessionFigures, useSessionPages } from '../../../lib/session-pages';
import { useAssignmentsFollowReports } from '../api';
import { OverviewTab } from './overview-tab';
import { PlanNotice } from './plan-notice';
import { SessionsTab } from './sessions-tab';
import { StatCards } from './stat-cards';
import { TrainingTab } from './training-tab';
import { UsageCards } from './usage-cards';

export interface DashboardPageProps {
  /** Content of the Office Hours tab (composed by the app from the office-hours feature). */
  officeHours: ReactNode;
}

export function DashboardPage({ officeHours }: DashboardPageProps) {
  // Kept current by the app's session events (no polling): pages, figures and usage are read again on a change.
  const user = useCurrentUser();
  const firstVisit = isFirstVisit(useLocation().state);
  const sessions = useSessionPages();
  const figures = useSessionFigures();
  useAssignmentsFollowReports(figures.data?.completed);

  if (user.isPending || sessions.isPending) {
    return <Spinner label="Loading dashboard..." fullPage />;
  }
  // An error after data was read (a refetch, a further page) leaves the page as it was.
  if (user.isError || !sessions.data) {
    return (
      <PageContainer>
        <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">We couldn't load your dashboard</p>
            <p className="text-sm">
              {getErrorMessage(user.error ?? sessions.error, 'Please refresh the page to try again.')}
            </p>
          </div>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="font-serif text-3xl font-semibold tracking-tight">
          {`${firstVisit ? 'Welcome' : 'Welcome back'}, ${user.data.name}`}
        </h1>
        <p className="mt-1 text-stone-600">Here is how your sales practice is going.</p>
      </div>
      <PlanNotice user={user.data} />
      <StatCards user={user.data} figures={figures.data} figuresFailed={figures.isError} />
      <UsageCards user={user.data} />
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="sessions">Sessions and Reports</TabsTrigger>
          <TabsTrigger value="training">Training</TabsTrigger>
          <TabsTrigger value="office-hours">Office Hours</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            sessions={sessions.data.pages[0] ?? []}
            trend={figures.data?.scoreTrend}
            trendFailed={figures.isError}
          />
        </TabsContent>
        <TabsContent value="sessions">
          <SessionsTab sessions={sessions.sessions ?? []} pages={sessions} />
        </TabsContent>
        <TabsContent value="training">
          <TrainingTab />
        </TabsContent>
        <TabsContent value="office-hours">{officeHours}</TabsContent>
      </Tabs>
    </PageContainer>
  );
}
