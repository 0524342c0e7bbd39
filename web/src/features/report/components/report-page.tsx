import { Link, useParams } from 'react-router';
import { FileQuestion, FileText } from 'lucide-react';
import { bandFor } from '@ringready/core/score-bands';
import { PageContainer } from '../../../components/page-container';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useReport } from '../api';

export function ReportPage() {
  const { sessionId = '' } = useParams();
  const report = useReport(sessionId);

  if (report.isPending && sessionId) return <Spinner label="Loading report..." fullPage />;

  if (report.isError || !report.data) {
    return (
      <PageContainer className="flex min-h-[60vh] items-center justify-center">
        <Card className="max-w-md p-8 text-center">
          <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-600">
            <FileQuestion className="size-7" aria-hidden />
          </div>
          <h1 className="text-2xl font-semibold">Report Not Found</h1>
          <p className="mt-2 text-stone-600">The report may still be processing or the link is invalid.</p>
          <Button asChild className="mt-6">
            <Link to="/">Return to Dashboard</Link>
          </Button>
        </Card>
      </PageContainer>
    );
  }

  const { overallScore } = report.data.report;
  const band = bandFor(overallScore);
  return (
    <PageContainer>
      <Card className="mx-auto max-w-2xl p-8 text-center">
        <Badge tone="rose" className="mb-3">
          <FileText className="size-3" aria-hidden /> Full report view coming in the next release
        </Badge>
        <h1 className="font-serif text-3xl font-semibold">Training Report</h1>
        <p className="mt-6 text-5xl font-semibold text-rose-800 tabular-nums">
          {overallScore}
          <span className="text-xl text-stone-500">/100</span>
        </p>
        <p className="mt-2 text-stone-700">{band.verdict}</p>
        <Button asChild variant="outline" className="mt-8">
          <Link to="/">Return to Dashboard</Link>
        </Button>
      </Card>
    </PageContainer>
  );
}
