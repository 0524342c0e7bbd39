import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Report, Session } from '@ringready/core/api';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-request';
import { useStartScenario } from '../../../lib/start-scenario';
import { useCurrentUser } from '../../../lib/use-current-user';
import { cn } from '../../../lib/utils';
import { useScenarios, useSessions } from '../api';
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
  const sessions = useSessions();
  const scenarios = useScenarios();
  const { start, startingId } = useStartScenario();
  const [open, setOpen] = useState<Session | null>(null);

  if (user.isPending) return <Spinner label="Loading training dashboard..." fullPage />;
  if (user.isError) {
    return (
      <div className="mx-auto max-w-3xl p-6">
        <LoadError error={user.error} what="Your profile" />
      </div>
    );
  }
  const list = sessions.data ?? [];

  return (
    <div
      className={cn(
        'mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:px-8',
        'lg:grid-cols-[16rem_minmax(0,1fr)]',
      )}
    >
      <LegacySidebar user={user.data} sessions={list} onOpenReport={setOpen} />
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
          {sessions.isPending ? (
            <Spinner label="Loading your progress..." className="py-6" />
          ) : (
            <ProgressCards sessions={list} />
          )}
        </Section>
        <Section id={SESSIONS_ID} title="Sessions and Reports">
          {sessions.isPending ? (
            <Spinner label="Loading sessions..." className="py-10" />
          ) : sessions.isError ? (
            <LoadError error={sessions.error} what="Your sessions" />
          ) : (
            <SessionsTable sessions={list} startingId={startingId} onViewReport={setOpen} onRetry={start} />
          )}
        </Section>
      </div>
      {open?.report && (
        <ReportDialog
          open
          onOpenChange={(next) => !next && setOpen(null)}
          session={open}
          report={open.report}
        />
      )}
    </div>
  );
}
