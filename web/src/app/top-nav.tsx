import { Link, useLocation } from 'react-router';
import { cn } from '../lib/utils';
import { NAV_ITEMS, isNavItemActive } from './nav-items';

/** Desktop navigation (md and up). */
export function TopNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.href}>
              <Link
                to={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  active
                    ? 'bg-rose-50 text-rose-800'
                    : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Compact copy of the links for small screens: a horizontally scrollable icon row. */
export function CompactNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main (compact)" className="border-t border-stone-200 md:hidden">
      <ul className="scrollbar-none flex gap-1 overflow-x-auto px-2 py-1.5">
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.href} className="shrink-0">
              <Link
                to={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-w-16 flex-col items-center gap-0.5 rounded-md px-2.5 py-1.5 text-xs font-medium',
                  active ? 'bg-rose-50 text-rose-800' : 'text-stone-600 hover:bg-stone-100',
                )}
              >
                <Icon className="size-5" aria-hidden />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
