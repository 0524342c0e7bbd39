import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './ui/card';

/** A figure with its icon, label and a line under it (a hint, a trend). */
export function StatCard({
  icon: Icon,
  label,
  value,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-rose-50 text-rose-700">
        <Icon className="size-5" aria-hidden />
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <p className="mt-0.5 text-2xl font-semibold tracking-tight text-stone-900 tabular-nums">{value}</p>
        {children && <div className="mt-0.5 text-xs text-stone-500">{children}</div>}
      </div>
    </Card>
  );
}
