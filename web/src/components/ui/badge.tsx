import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const TONES = {
  neutral: 'border-stone-200 bg-stone-100 text-stone-700',
  rose: 'border-rose-200 bg-rose-50 text-rose-800',
  green: 'border-green-200 bg-green-50 text-green-800',
  yellow: 'border-amber-200 bg-amber-50 text-amber-800',
  red: 'border-red-200 bg-red-50 text-red-800',
  blue: 'border-sky-200 bg-sky-50 text-sky-800',
  purple: 'border-violet-200 bg-violet-50 text-violet-800',
  orange: 'border-orange-200 bg-orange-50 text-orange-800',
  outline: 'border-stone-300 bg-transparent text-stone-700',
} as const;

export type BadgeTone = keyof typeof TONES;

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ className, tone = 'neutral', ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
