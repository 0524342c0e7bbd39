import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/** One titled section of the report modal (a labelled region with an h3). */
export function ReportSection({
  title,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('grid grid-cols-1 content-start gap-3', className)}>
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-stone-900">
        <Icon className="size-4 text-rose-700" aria-hidden />
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A muted paragraph for an empty list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-600">{children}</p>;
}
