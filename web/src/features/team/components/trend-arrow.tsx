import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { formatPointsChange, trendDirection } from '../team-format';

/** A change in points as an arrow (up green, down red, flat grey) with its value; nothing without one. */
export function TrendArrow({ change, suffix = '' }: { change: number | null; suffix?: string }) {
  const direction = trendDirection(change);
  const text = formatPointsChange(change);
  if (!direction || !text) return <span className="text-xs text-stone-500">No trend yet</span>;
  const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : Minus;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-medium tabular-nums',
        direction === 'up' && 'text-green-700',
        direction === 'down' && 'text-red-700',
        direction === 'flat' && 'text-stone-500',
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {text}
      {suffix}
    </span>
  );
}
