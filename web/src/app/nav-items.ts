import type { LucideIcon } from 'lucide-react';
import { ClipboardList, Headphones, LayoutDashboard, Library, Mic, Upload, Users } from 'lucide-react';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Active for any path beginning with href (Practice, Prep and Team, whose pages live under their href). */
  matchPrefix?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', href: '/', icon: LayoutDashboard },
  { label: 'Practice', href: '/practice', icon: Mic, matchPrefix: true },
  { label: 'Library', href: '/library', icon: Library },
  { label: 'Upload', href: '/upload', icon: Upload },
  { label: 'In-Call', href: '/live-coaching', icon: Headphones },
  { label: 'Prep', href: '/prep', icon: ClipboardList, matchPrefix: true },
  { label: 'Team', href: '/team', icon: Users, matchPrefix: true },
];

export function isNavItemActive(item: Pick<NavItem, 'href' | 'matchPrefix'>, pathname: string): boolean {
  if (item.matchPrefix) return pathname.startsWith(item.href);
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return normalized === item.href;
}
