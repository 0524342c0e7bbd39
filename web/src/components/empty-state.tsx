import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center rounded-xl border',
        'border-dashed border-stone-300 bg-white px-6 py-10 text-center',
      )}
    >
      <div className="mb-3 flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700">
        <Icon className="size-6" aria-hidden />
      </div>
      <p className="font-medium text-stone-900">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-stone-600">{children}</div>}
    </div>
  );
}
