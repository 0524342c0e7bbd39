import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

/** A placeholder card; `headingLevel` makes its title a heading, for a page that shows nothing else. */
export function EmptyState({
  icon: Icon,
  title,
  headingLevel,
  children,
}: {
  icon: LucideIcon;
  title: string;
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
}) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
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
      <Title className="font-medium text-stone-900">{title}</Title>
      {children && <div className="mt-1 max-w-md text-sm text-stone-600">{children}</div>}
    </div>
  );
}
