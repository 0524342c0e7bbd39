import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/utils';

const VARIANTS = {
  default: 'bg-rose-700 text-white shadow-sm hover:bg-rose-800',
  secondary: 'bg-rose-50 text-rose-800 hover:bg-rose-100',
  outline: 'border border-stone-300 bg-white text-stone-800 shadow-sm hover:bg-stone-50',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  link: 'text-rose-700 underline-offset-4 hover:underline',
} as const;

const SIZES = {
  default: 'h-10 px-4 py-2',
  sm: 'h-8 rounded-md px-3 text-xs',
  lg: 'h-11 rounded-lg px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonVariants({
  variant = 'default',
  size = 'default',
}: { variant?: ButtonVariant; size?: ButtonSize } = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2',
    'whitespace-nowrap rounded-lg text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  return (
    <button type={type ?? 'button'} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
