import { Info } from 'lucide-react';
import type { Report } from '@ringready/core/api';

export const GENERAL_RUBRIC_NOTE =
  "This call doesn't look like a wedding consultation, so it was scored on the general sales rubric.";

/**
 * A short note at the top of a report whose call was not a wedding consultation (B2B discovery, customer
 * support…): it was scored on the general sales rubric. Nothing for wedding calls or older reports.
 */
export function CallKindNote({ report }: { report: Pick<Report, 'callKind'> }) {
  if (report.callKind !== 'general') return null;
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden />
      {GENERAL_RUBRIC_NOTE}
    </p>
  );
}
