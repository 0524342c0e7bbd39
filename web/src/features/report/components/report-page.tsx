import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { usePageTitle } from '../../../lib/page-title';
import { useReport, useSessionState } from '../api';
import { ReportModal } from './report-modal';
import { ReviewNotesSection } from './review-notes-section';
import { SessionState } from './session-state';
import { cn } from '../../../lib/utils';

/** /report/{sessionId}: the report modal, with the manager review notes; closing it goes to /. */
export function ReportPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const report = useReport(sessionId);
  const failed = report.isError || (!report.isPending && !report.data) || !sessionId;
  const session = useSessionState(sessionId, failed);
  const { refetch: refetchReport } = report;
  const sessionStatus = session.data?.status;

  // 'Report Not Ready' only when the session exists and its report is being generated; an id that
  // is not the user's session, or a failed analysis, is explained on the page itself.
  useEffect(() => {
    if (!report.isError || sessionStatus !== 'processing') return;
    toast({
      variant: 'destructive',
      title: 'Report Not Ready',
      description: 'The report is still being generated. Please try again in a moment.',
    });
  }, [report.isError, report.errorUpdatedAt, sessionStatus]);

  // The session finished while the user waited here: load its report.
  useEffect(() => {
    if (failed && sessionStatus === 'completed') void refetchReport();
  }, [failed, sessionStatus, refetchReport]);

  usePageTitle(failed && !(report.isPending && sessionId) ? 'Report Not Found' : null);

  if (report.isPending && sessionId) return <Spinner label="Loading report..." fullPage />;

  if (failed || !report.data) {
    return (
      <PageContainer className="flex min-h-[60vh] items-center justify-center">
        <Card className="w-full max-w-md p-8 text-center">
          <div
            className={cn(
              'mx-auto mb-4 flex size-14 items-center justify-center',
              'rounded-full bg-stone-100 text-stone-600',
            )}
          >
            <FileQuestion className="size-7" aria-hidden />
          </div>
          <h1 className="text-2xl font-semibold">Report Not Found</h1>
          <p className="mt-2 text-stone-600">The report may still be processing or the link is invalid.</p>
          {session.data && (
            <SessionState
              session={session.data}
              refreshing={report.isFetching || session.isFetching}
              onRefresh={() => {
                void session.refetch();
                void refetchReport();
              }}
            />
          )}
          <Button asChild className="mt-6">
            <Link to="/">Return to Dashboard</Link>
          </Button>
        </Card>
      </PageContainer>
    );
  }

  return (
    <ReportModal
      open
      onOpenChange={(open) => {
        if (!open) navigate('/');
      }}
      session={report.data.session}
      report={report.data.report}
      beside={<ReviewNotesSection sessionId={report.data.session.id} />}
    />
  );
}
