import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/utils';
import { useScrollCues } from '../lib/use-scroll-cues';
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

/**
 * Compact copy of the links for small screens: a row of icon links that scrolls sideways when it does
 * not fit. A fade with an arrow marks the side where more links are hidden; the arrow scrolls there
 * (for pointers; keyboard focus scrolls a link into view by itself, and every link is in the list).
 */
export function CompactNav() {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const cues = useScrollCues(listRef);

  // the current page's link is in view on arrival
  useEffect(() => {
    listRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.6, behavior: 'smooth' });
  };

  return (
    <nav aria-label="Main (compact)" className="relative border-t border-stone-200 md:hidden">
      <ul
        ref={listRef}
        // a focused link scrolls fully into view, clear of the arrows
        onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
        className="scrollbar-none flex scroll-px-10 gap-1 overflow-x-auto px-2 py-1.5"
      >
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.href} className="flex-1 shrink-0">
              <Link
                to={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-w-14 flex-col items-center gap-0.5 rounded-md px-2 py-1.5 text-xs font-medium',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-rose-600',
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
      {cues.left && <ScrollCue side="left" onClick={() => scrollBy(-1)} />}
      {cues.right && <ScrollCue side="right" onClick={() => scrollBy(1)} />}
    </nav>
  );
}

function ScrollCue({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  const Arrow = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden
      data-testid={`compact-nav-more-${side}`}
      onClick={onClick}
      className={cn(
        'absolute inset-y-0 flex w-10 items-center text-stone-500',
        side === 'left'
          ? 'left-0 justify-start bg-gradient-to-r from-white via-white/90 to-transparent pl-0.5'
          : 'right-0 justify-end bg-gradient-to-l from-white via-white/90 to-transparent pr-0.5',
      )}
    >
      <Arrow className="size-5" />
    </button>
  );
}
