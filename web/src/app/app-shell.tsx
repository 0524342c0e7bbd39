import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { useCurrentUser } from '../lib/use-current-user';
import { useSessionEvents } from '../lib/use-session-events';
import { BrandMark } from '../components/brand-mark';
import { CompactNav, TopNav } from './top-nav';
import { TradeDialog, UserMenu } from './lazy-pages';
import { cn } from '../lib/utils';

/** Top navigation (only when signed in and the profile has loaded) above the routed page. */
export function AppShell() {
  const { isAuthenticated } = useAuth();
  const profile = useCurrentUser();
  useSessionEvents();
  const showNav = isAuthenticated && profile.data != null;
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  // On navigation: start at the top and move focus to the new page (not on the first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className={cn(
          'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200]',
          'focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow',
        )}
      >
        Skip to content
      </a>
      {showNav && (
        <header
          className={cn(
            'sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur',
            'supports-[backdrop-filter]:bg-white/80',
          )}
        >
          <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
            <Link to="/" className="rounded-md" aria-label="RingReady home">
              <BrandMark />
            </Link>
            <TopNav />
            <UserMenu user={profile.data} />
          </div>
          <CompactNav />
        </header>
      )}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      {showNav && profile.data.trade === null && <TradeDialog user={profile.data} />}
    </div>
  );
}
