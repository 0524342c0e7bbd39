import { useState } from 'react';
import { Download, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/notify';
import { downloadTeamCsv } from '../api';

/** 'Export CSV': the team's figures as a CSV file, downloaded with the caller's sign-in. */
export function ExportCsvButton() {
  const [busy, setBusy] = useState(false);
  async function exportCsv() {
    setBusy(true);
    try {
      await downloadTeamCsv();
    } catch (error) {
      toastError('Export failed', error, 'The CSV could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void exportCsv()} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      Export CSV
    </Button>
  );
}
