import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full rounded-lg border border-stone-300 bg-white',
        'px-3 py-2 text-base text-stone-900 shadow-sm sm:text-sm',
        'placeholder:text-stone-400 focus-visible:border-rose-500 focus-visible:outline-2',
        'focus-visible:outline-offset-0 focus-visible:outline-rose-500/40',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
