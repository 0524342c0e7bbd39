import { cn } from '../lib/utils';

/** The RingReady logo: a ring with a small diamond, plus the wordmark. */
export function BrandMark({ className, showText = true }: { className?: string; showText?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" fill="#be123c" />
        <circle cx="16" cy="18.5" r="7" fill="none" stroke="#fff" strokeWidth="2.5" />
        <path d="M12.5 8.5 16 5l3.5 3.5L16 12z" fill="#fde68a" />
      </svg>
      {showText && (
        <span className="font-serif text-xl font-semibold tracking-tight text-stone-900">RingReady</span>
      )}
    </span>
  );
}
