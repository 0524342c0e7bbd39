import { cn } from '../lib/utils';

/** A list with small rose dots: the one way bullet points look in the app. */
export function BulletList({
  items,
  className,
  small = false,
}: {
  items: readonly string[];
  className?: string;
  small?: boolean;
}) {
  return (
    <ul className={cn(small ? 'space-y-1.5' : 'space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-2 text-stone-700', small && 'text-sm')}>
          <span
            className={cn('size-1.5 shrink-0 rounded-full bg-rose-500', small ? 'mt-1.5' : 'mt-2')}
            aria-hidden
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
