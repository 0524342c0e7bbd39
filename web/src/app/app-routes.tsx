import { isValidElement, useLayoutEffect } from 'react';
import { Route, Routes, createRoutesFromChildren, matchRoutes, useLocation } from 'react-router';
import { usePageScopedToasts } from '../lib/use-page-scoped-toasts';
import { AppShell } from './app-shell';
import {
  CheckoutSuccessPage,
  ConversationPage,
  DashboardPage,
  ForgotPasswordPage,
  JoinPage,
  LegacyPage,
  LibraryPage,
  LiveCoachingPage,
  LocalCheckoutPage,
  LoginPage,
  MemberPage,
  NotFoundPage,
  OfficeHoursPanel,
  PracticeBuyerPage,
  PracticeSelectPage,
  PrepPage,
  ReportModal,
  ReportPage,
  ResetPasswordPage,
  SettingsPage,
  SignupPage,
  TeamPage,
  UpdateCardPage,
  UploadPage,
} from './lazy-pages';
import { pageTitle } from './page-titles';
import { ProtectedRoute, PublicOnlyRoute } from './protected-route';

/**
 * The route table: the card checkout on its own (no app navigation), public auth and plan pages, the
 * team invitation page (signed in or not), the protected app pages, and a not-found page for anything else.
 * Every page is loaded on first visit (lazy-pages.tsx).
 */
const ROUTES = (
  <>
    <Route path="/checkout/pay/:id" element={<LocalCheckoutPage />} />
    <Route element={<AppShell />}>
      <Route element={<PublicOnlyRoute />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </Route>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/checkout/success" element={<CheckoutSuccessPage />} />
      <Route path="/join" element={<JoinPage />} />
      <Route element={<ProtectedRoute />}>
        <Route index element={<DashboardPage officeHours={<OfficeHoursPanel />} />} />
        <Route path="/practice" element={<PracticeSelectPage />} />
        <Route path="/practice/:buyerId" element={<PracticeBuyerPage />} />
        <Route path="/library" element={<LibraryPage />} />
        <Route path="/upload" element={<UploadPage />} />
        <Route path="/live-coaching" element={<LiveCoachingPage />} />
        <Route path="/prep" element={<PrepPage />} />
        <Route path="/team" element={<TeamPage />} />
        <Route path="/team/members/:userId" element={<MemberPage />} />
        <Route path="/legacy" element={<LegacyPage ReportDialog={ReportModal} />} />
        <Route path="/conversation" element={<ConversationPage />} />
        <Route path="/report/:sessionId" element={<ReportPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/settings/billing" element={<SettingsPage />} />
        <Route path="/checkout/card" element={<UpdateCardPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>
);
const ROUTE_OBJECTS = createRoutesFromChildren(ROUTES);

/**
 * Starts fetching the code of the pages a path shows, so it arrives while the session is still being
 * checked (a protected page renders only after that) rather than after it.
 */
function preloadPagesOf(pathname: string): void {
  for (const { route } of matchRoutes(ROUTE_OBJECTS, pathname) ?? []) {
    const page: unknown = isValidElement(route.element) ? route.element.type : null;
    if (typeof page === 'function' && 'preload' in page && typeof page.preload === 'function') {
      (page.preload as () => Promise<unknown>)().catch(() => {}); // the page's own render reports a failure
    }
  }
}

/** The app's routes. Every path gets its tab title here (a page may refine it with usePageTitle), and
 * toasts stay on the page they belong to. */
export function AppRoutes() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = pageTitle(pathname);
    preloadPagesOf(pathname);
  }, [pathname]);
  usePageScopedToasts();
  return <Routes>{ROUTES}</Routes>;
}
