/** Download PDF, Email Report and "Not you?" for the report modal, each confirmed or refused by a toast. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportResponse } from '@ringready/core/api';
import { getErrorMessage } from '../../lib/api-request';
import { reportKey, sessionKey } from '../../lib/query-keys';
import { invalidateSessionLists } from '../../lib/session-pages';
import { downloadReportPdf, emailReport, updateSalespersonSpeakers } from './api';
import { toast } from '../../components/ui/use-toast';

export function useReportActions(sessionId: string, onReportChange?: (data: ReportResponse) => void) {
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    toast({ title: 'Download Started', description: 'Your PDF report is being prepared for download.' });
    try {
      await downloadReportPdf(sessionId);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Download Failed',
        description: getErrorMessage(error, 'There was an error downloading your report. Please try again.'),
      });
    } finally {
      setDownloading(false);
    }
  };

  const email = useMutation({
    mutationFn: () => emailReport(sessionId),
    onSuccess: () =>
      toast({
        variant: 'success',
        title: 'Report Emailed',
        description: 'Your training report has been sent to your email address.',
      }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Failed to Send Email',
        description: 'There was an error sending your report. Please try again.',
      }),
  });

  const speakers = useMutation({
    mutationFn: (labels: string[]) => updateSalespersonSpeakers(sessionId, labels),
    onSuccess: (data) => {
      queryClient.setQueryData(reportKey(sessionId), data);
      void invalidateSessionLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: sessionKey(sessionId), exact: true });
      onReportChange?.(data);
      toast({
        variant: 'success',
        title: 'Report Updated',
        description: 'We re-analyzed the call with the speakers you picked as you.',
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Could Not Update Speakers',
        description: getErrorMessage(error, 'There was an error re-analyzing your call. Please try again.'),
      }),
  });

  return {
    download,
    downloading,
    email: () => email.mutate(),
    emailing: email.isPending,
    changeSalesperson: (labels: string[]) => speakers.mutateAsync(labels),
    changingSalesperson: speakers.isPending,
  };
}
