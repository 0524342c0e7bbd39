import { useState } from 'react';
import { Download, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { toastError } from '../../../lib/notify';
import { downloadReportsZip } from '../api';

/** 'Export Reports': every report as one ZIP, downloaded with the user's sign-in; shows progress while busy. */
export function ExportReportsButton() {
  const [busy, setBusy] = useState(false);
  async function exportReports() {
    setBusy(true);
    try {
      await downloadReportsZip();
      toast({
        variant: 'success',
        title: 'Reports exported',
        description: 'Your ZIP file has been downloaded.',
      });
    } catch (error) {
      toastError('Export failed', error, 'Your reports could not be exported. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button onClick={() => void exportReports()} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      {busy ? 'Exporting...' : 'Export Reports'}
    </Button>
  );
}
