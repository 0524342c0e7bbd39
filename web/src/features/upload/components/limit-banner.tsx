import { Link } from 'react-router';
import { Info, TriangleAlert } from 'lucide-react';
import type { LimitCheck } from '@ringready/core/usage';

/** The limit banner when no analysis is left, or how many analyses are left this billing period. */
export function LimitBanner({ check }: { check: LimitCheck }) {
  if (!check.allowed) {
    return (
      <div
        role="alert"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        <div className="grid grid-cols-1 gap-1">
          <p className="text-sm font-medium">{check.message}</p>
          <Link to="/signup" className="text-sm font-medium text-amber-900 underline underline-offset-4">
            See plans
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950"
    >
      <Info className="size-5 shrink-0 text-sky-700" aria-hidden />
      <p className="text-sm">You have {check.remaining} real call analyses remaining this billing period.</p>
    </div>
  );
}
