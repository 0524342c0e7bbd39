import type { ComponentProps } from 'react';
import { cn } from '../../../lib/utils';

/** A multi-line text box styled like the app's inputs. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900',
        'shadow-sm placeholder:text-stone-400 focus-visible:border-rose-500 focus-visible:outline-2',
        'focus-visible:outline-offset-0 focus-visible:outline-rose-500/40 sm:text-sm',
        'aria-[invalid=true]:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
