import { useState } from 'react';
import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Download, Loader2, Mail, X } from 'lucide-react';
import type { Report, ReportResponse, Session } from '@ringready/core/api';
import { reportSubtitle } from '@ringready/core/report-subtitle';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/utils';
import { reportEvidence } from '../report-format';
import { useReportActions } from '../use-report-actions';
import { CallKindNote } from './call-kind-note';
import { MetricsTable } from './metrics-table';
import { QuestionAnalysisSection, TalkListenSection } from './report-charts';
import { ReportEvidenceSections } from './report-evidence';
import { ScorecardSection } from './scorecard-section';
import {
  BuyerTypeSection,
  ImprovementsSection,
  NextStepsSection,
  OverallScoreSection,
  StrengthsSection,
} from './report-summary';

export interface ReportModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: Session;
  report: Report;
  /** Called with the recomputed report after a "Not you?" change (the query cache is updated too). */
  onReportChange?: (data: ReportResponse) => void;
  /** shown beside the automatic grading, after the scorecard (the report page's manager review notes) */
  beside?: ReactNode;
}

/**
 * The training report as a modal dialog, with its actions (Download PDF, Email Report, "Not you?").
 * Used by the report page, and by the legacy dashboard (the app passes it in, as features never import
 * each other).
 */
export function ReportModal({
  open,
  onOpenChange,
  session: sessionProp,
  report: reportProp,
  onReportChange,
  beside,
}: ReportModalProps) {
  // A "Not you?" change shows the recomputed report at once, until the caller passes a newer one.
  const [updated, setUpdated] = useState<{ base: Report; data: ReportResponse } | null>(null);
  const current =
    updated && updated.base === reportProp ? updated.data : { session: sessionProp, report: reportProp };
  const { session, report } = current;
  const actions = useReportActions(session.id, (data) => {
    setUpdated({ base: reportProp, data });
    onReportChange?.(data);
  });

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/50 animate-fade-in" />
        <DialogPrimitive.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-4xl',
            '-translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden',
            'rounded-xl border border-stone-200 bg-white shadow-xl animate-fade-in',
            'sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)]',
          )}
        >
          <header className="flex flex-col gap-3 border-b border-stone-200 px-4 pt-5 pb-4 pr-14 sm:px-6 sm:pr-16">
            <div>
              <DialogTitle className="font-serif text-2xl">Training Report</DialogTitle>
              <DialogDescription className="mt-1 break-words">{reportSubtitle(session)}</DialogDescription>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => void actions.download()}
                disabled={actions.downloading}
              >
                {actions.downloading ? (
                  <Loader2 className="animate-spin" aria-hidden />
                ) : (
                  <Download aria-hidden />
                )}
                Download PDF
              </Button>
              <Button variant="outline" size="sm" onClick={actions.email} disabled={actions.emailing}>
                {actions.emailing ? <Loader2 className="animate-spin" aria-hidden /> : <Mail aria-hidden />}
                Email Report
              </Button>
            </div>
          </header>
          <div className="grid min-h-0 grid-cols-1 gap-8 overflow-y-auto px-4 py-6 sm:px-6">
            <CallKindNote report={report} />
            <OverallScoreSection score={report.overallScore} />
            <ScorecardSection report={report} />
            {beside}
            <StrengthsSection strengths={report.strengths ?? []} />
            <ImprovementsSection improvements={report.improvements ?? []} />
            <MetricsTable metrics={report.metrics ?? []} />
            <div className="grid grid-cols-1 gap-8 md:grid-cols-2 md:gap-6">
              <TalkListenSection
                ratio={report.talkListenRatio ?? { salesPersonPercentage: 0, comment: '' }}
              />
              <QuestionAnalysisSection
                questionTypes={
                  report.questionTypes ?? {
                    problemFinding: 0,
                    criteriaFinding: 0,
                    clarifying: 0,
                    comment: '',
                  }
                }
              />
            </div>
            <BuyerTypeSection
              buyerType={report.buyerType ?? { identified: '', evidence: '', adaptationComment: '' }}
            />
            <NextStepsSection actionItems={report.actionItems ?? []} />
            <ReportEvidenceSections
              evidence={reportEvidence(report)}
              onChangeSalesperson={session.type === 'practice' ? undefined : actions.changeSalesperson}
              changingSalesperson={actions.changingSalesperson}
            />
          </div>
          <DialogPrimitive.Close
            className={cn(
              'absolute top-4 right-4 rounded-md p-1.5 text-stone-500',
              'hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-rose-600',
            )}
            aria-label="Close"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
