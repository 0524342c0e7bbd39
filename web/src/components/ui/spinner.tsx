import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/utils';

export interface SpinnerProps {
  /** Visible text next to the spinner, also announced to screen readers. */
  label?: string;
  className?: string;
  /** Centre it in a tall block (page-level loading). */
  fullPage?: boolean;
}

export function Spinner({ label, className, fullPage = false }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-center justify-center gap-3 text-stone-600',
        fullPage && 'min-h-[50vh] flex-col',
        className,
      )}
    >
      <Loader2 className={cn('animate-spin text-rose-700', fullPage ? 'size-8' : 'size-5')} aria-hidden />
      {label ? <span className="text-sm">{label}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}
