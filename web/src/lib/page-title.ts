import { useEffect } from 'react';

export const PRODUCT_NAME = 'RingReady';

/** The browser tab's title for a page: '<page> · RingReady'. */
export function formatPageTitle(page: string): string {
  return `${page} · ${PRODUCT_NAME}`;
}

/**
 * For a page whose title depends on what it shows (a report that was not found): sets the title while
 * `page` is given. The route's own title is set before (a layout effect), so this one wins.
 */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    if (page) document.title = formatPageTitle(page);
  }, [page]);
}
