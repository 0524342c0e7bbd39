import { findBuyerType } from '@ringready/core/buyer-types';
import { formatPageTitle } from '../lib/page-title';

const EXACT: Record<string, string> = {
  '/': 'Dashboard',
  '/practice': 'Practice',
  '/library': 'Training Library',
  '/upload': 'Upload Real Call Analysis',
  '/live-coaching': 'In-Call Coaching',
  '/prep': 'Prep Center',
  '/team': 'Team Performance Dashboard',
  '/join': 'Join Your Team',
  '/legacy': 'Sales Training Dashboard',
  '/conversation': 'Live Conversation',
  '/settings': 'Settings',
  '/settings/billing': 'Billing',
  '/login': 'Sign In',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/signup': 'Plans',
  '/checkout/success': 'Subscription Activated',
  '/checkout/card': 'Update Payment Method',
};

/** The browser tab's title for a path: '<page> · RingReady', so every route has its own. */
export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const buyer = /^\/practice\/([^/]+)$/.exec(path);
  const page =
    EXACT[path] ??
    (buyer
      ? findBuyerType(buyer[1])
        ? `Practice with the ${findBuyerType(buyer[1])!.name}`
        : null
      : null) ??
    (/^\/report\/[^/]+$/.test(path) ? 'Training Report' : null) ??
    (/^\/team\/members\/[^/]+$/.test(path) ? 'Team Member' : null) ??
    (/^\/checkout\/pay\/[^/]+$/.test(path) ? 'Checkout' : null) ??
    'Page Not Found';
  return formatPageTitle(page);
}
