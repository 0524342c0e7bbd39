import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { dismissStaleToasts, noteUserInteraction } from '../components/ui/use-toast';

/**
 * Keeps toasts on the page they belong to: counts the user's clicks (a keyboard activation is a click
 * too) and history steps, and on every change of path dismisses the toasts raised before the user's
 * last interaction. Mounted once, inside the router.
 */
export function usePageScopedToasts(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    document.addEventListener('click', noteUserInteraction, { capture: true });
    window.addEventListener('popstate', noteUserInteraction);
    return () => {
      document.removeEventListener('click', noteUserInteraction, { capture: true });
      window.removeEventListener('popstate', noteUserInteraction);
    };
  }, []);

  useEffect(() => {
    dismissStaleToasts();
  }, [pathname]);
}
