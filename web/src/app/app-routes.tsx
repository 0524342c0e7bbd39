import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { CheckoutSuccessPage } from '../features/checkout/components/checkout-success-page';
import { LocalCheckoutPage } from '../features/checkout/components/local-checkout-page';
import { UpdateCardPage } from '../features/checkout/components/update-card-page';
import { LiveCoachingPage } from '../features/coming-soon/components/live-coaching-page';
import { PrepPage } from '../features/coming-soon/components/prep-page';
import { ConversationPage } from '../features/practice/components/conversation-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { LibraryPage } from '../features/library/components/library-page';
import { OfficeHoursPanel } from '../features/office-hours/components/office-hours-panel';
import { PracticeBuyerPage } from '../features/practice/components/practice-buyer-page';
import { PracticeSelectPage } from '../features/practice/components/practice-select-page';
import { ReportModal } from '../features/report/components/report-modal';
import { ReportPage } from '../features/report/components/report-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { SignupPage } from '../features/signup/components/signup-page';
import { UploadPage } from '../features/upload/components/upload-page';
import { AppShell } from './app-shell';
import { JoinPage, LegacyPage, MemberPage, TeamPage } from './lazy-pages';
import { NotFoundPage } from './not-found-page';
import { pageTitle } from './page-titles';
import { ProtectedRoute, PublicOnlyRoute } from './protected-route';

/**
 * The route table: the card checkout on its own (no app navigation), public auth and plan pages, the
 * team invitation page (signed in or not), the protected app pages, and a not-found page for anything else.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return (
    <Routes>
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
    </Routes>
  );
}
