import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils';

export const PROGRESS_DEFAULT_MAX = 100;

export interface ProgressProps extends ComponentProps<typeof ProgressPrimitive.Root> {
  indicatorClassName?: string;
}

export function Progress({
  className,
  value,
  max = PROGRESS_DEFAULT_MAX,
  indicatorClassName,
  ...props
}: ProgressProps) {
  const percent = value == null || max <= 0 ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      value={value == null ? null : Math.min(value, max)}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-stone-200', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full w-full flex-1 rounded-full bg-rose-600 transition-transform',
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
