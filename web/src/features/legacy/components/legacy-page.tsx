import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Report, Session } from '@ringready/core/api';
import type { SessionSummary } from '@ringready/core/sessions';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-request';
import { useStartScenario } from '../../../lib/start-scenario';
import { useCurrentUser } from '../../../lib/use-current-user';
import { cn } from '../../../lib/utils';
import { useSessionFigures, useSessionPages } from '../../../lib/session-pages';
import { useOpenedReport, useScenarios } from '../api';
import { ExportReportsButton } from './export-reports-button';
import { LegacySidebar, SCENARIOS_ID, SESSIONS_ID } from './legacy-sidebar';
import { ProgressCards } from './progress-cards';
import { ScenarioGrid } from './scenario-grid';
import { SessionsTable } from './sessions-table';

/** The 'Training Report' dialog the app composes in (it belongs to the report feature). */
export interface LegacyReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: Session;
  report: Report;
}

const REPORT_NOTICE = cn(
  'fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-lg border border-stone-200',
  'bg-white px-4 py-3 text-sm shadow-lg',
);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LoadError({ error, what }: { error: unknown; what: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {getErrorMessage(error, `${what} could not be loaded. Please refresh the page.`)}
    </p>
  );
}

/**
 * /legacy: the classic training dashboard. A sidebar (user, sections, recent sessions), the scenarios to
 * start, training progress and the sessions table; a report opens in the 'Training Report' dialog.
 */
export function LegacyPage({ ReportDialog }: { ReportDialog: ComponentType<LegacyReportDialogProps> }) {
  const user = useCurrentUser();
  const sessions = useSessionPages();
  const figures = useSessionFigures();
  const scenarios = useScenarios();
  const { start, startingId } = useStartScenario();
  // Lists carry only a report's score: the whole report is read when it is opened.
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = useOpenedReport(openId);
  const openReport = (session: SessionSummary) => setOpenId(session.id);

  if (user.isPending) return <Spinner label="Loading training dashboard..." fullPage />;
  if (user.isError) {
    return (
      <div className="mx-auto max-w-3xl p-6">
        <LoadError error={user.error} what="Your profile" />
      </div>
    );
  }
  const list = sessions.sessions ?? [];

  return (
    <div
      className={cn(
        'mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:px-8',
        'lg:grid-cols-[16rem_minmax(0,1fr)]',
      )}
    >
      <LegacySidebar user={user.data} sessions={list} onOpenReport={openReport} />
      <div className="grid min-w-0 grid-cols-1 gap-8">
        <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h1 className="font-serif text-3xl font-semibold tracking-tight text-stone-900">
              Sales Training Dashboard
            </h1>
            <p className="mt-1 text-stone-600">Pick a scenario, practise, and review your reports.</p>
          </div>
          <ExportReportsButton />
        </header>
        <Section id={SCENARIOS_ID} title="Training Scenarios">
          {scenarios.isPending ? (
            <Spinner label="Loading scenarios..." className="py-10" />
          ) : scenarios.isError ? (
            <LoadError error={scenarios.error} what="The scenarios" />
          ) : (
            <ScenarioGrid scenarios={scenarios.data} startingId={startingId} onStart={start} />
          )}
        </Section>
        <Section id="training-progress" title="Training Progress">
          {figures.isPending ? (
            <Spinner label="Loading your progress..." className="py-6" />
          ) : !figures.data ? (
            <LoadError error={figures.error} what="Your progress" />
          ) : (
            <ProgressCards figures={figures.data} />
          )}
        </Section>
        <Section id={SESSIONS_ID} title="Sessions and Reports">
          {sessions.isPending ? (
            <Spinner label="Loading sessions..." className="py-10" />
          ) : !sessions.data ? (
            <LoadError error={sessions.error} what="Your sessions" />
          ) : (
            <SessionsTable
              sessions={list}
              pages={sessions}
              startingId={startingId}
              onViewReport={openReport}
              onRetry={start}
            />
          )}
        </Section>
      </div>
      {openId !== null && opened.isPending && (
        <div className={REPORT_NOTICE}>
          <Spinner label="Opening report..." />
        </div>
      )}
      {openId !== null && !opened.data && opened.isError && (
        <div role="alert" className={cn(REPORT_NOTICE, 'flex items-center gap-3 text-red-800')}>
          {getErrorMessage(opened.error, 'The report could not be opened. Please try again.')}
          <Button variant="outline" size="sm" onClick={() => setOpenId(null)}>
            Dismiss
          </Button>
        </div>
      )}
      {openId !== null && opened.data && (
        <ReportDialog
          open
          onOpenChange={(next) => !next && setOpenId(null)}
          session={opened.data.session}
          report={opened.data.report}
        />
      )}
    </div>
  );
}
