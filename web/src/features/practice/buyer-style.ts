import type { LucideIcon } from 'lucide-react';
import { BarChart3, Crown, Heart, Sparkles } from 'lucide-react';
import type { BuyerId } from '@ringready/core/buyer-types';

export interface BuyerStyle {
  icon: LucideIcon;
  /** icon tile classes */
  tile: string;
  /** accent border / ring on hover */
  accent: string;
}

export const BUYER_STYLES: Record<BuyerId, BuyerStyle> = {
  analyzer: { icon: BarChart3, tile: 'bg-sky-100 text-sky-800', accent: 'hover:border-sky-300' },
  boss: { icon: Crown, tile: 'bg-amber-100 text-amber-800', accent: 'hover:border-amber-300' },
  dreamer: { icon: Sparkles, tile: 'bg-violet-100 text-violet-800', accent: 'hover:border-violet-300' },
  relater: { icon: Heart, tile: 'bg-rose-100 text-rose-800', accent: 'hover:border-rose-300' },
};
