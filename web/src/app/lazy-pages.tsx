import { Spinner } from '../components/ui/spinner';
import { deferredSection, lazyPage, lazySection } from './lazy-component';

/**
 * Every lazily loaded component of the app: pages (each its own chunk, so the first load carries only the
 * page it opens on) and the parts of pages and of the shell that their first render does without.
 */
// Pages: every page is its own chunk, so the first load carries only the page it opens on.
export const LoginPage = lazyPage(() =>
  import('../features/auth/components/login-page').then((m) => m.LoginPage),
);
export const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
export const SignupPage = lazyPage(() =>
  import('../features/signup/components/signup-page').then((m) => m.SignupPage),
);
export const LocalCheckoutPage = lazyPage(() =>
  import('../features/checkout/components/local-checkout-page').then((m) => m.LocalCheckoutPage),
);
export const CheckoutSuccessPage = lazyPage(() =>
  import('../features/checkout/components/checkout-success-page').then((m) => m.CheckoutSuccessPage),
);
export const UpdateCardPage = lazyPage(() =>
  import('../features/checkout/components/update-card-page').then((m) => m.UpdateCardPage),
);
export const DashboardPage = lazyPage(() =>
  import('../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
);
export const PracticeSelectPage = lazyPage(() =>
  import('../features/practice/components/practice-select-page').then((m) => m.PracticeSelectPage),
);
export const PracticeBuyerPage = lazyPage(() =>
  import('../features/practice/components/practice-buyer-page').then((m) => m.PracticeBuyerPage),
);
export const ConversationPage = lazyPage(() =>
  import('../features/practice/components/conversation-page').then((m) => m.ConversationPage),
);
export const LibraryPage = lazyPage(() =>
  import('../features/library/components/library-page').then((m) => m.LibraryPage),
);
export const UploadPage = lazyPage(() =>
  import('../features/upload/components/upload-page').then((m) => m.UploadPage),
);
export const LiveCoachingPage = lazyPage(() =>
  import('../features/coming-soon/components/live-coaching-page').then((m) => m.LiveCoachingPage),
);
export const PrepPage = lazyPage(() =>
  import('../features/coming-soon/components/prep-page').then((m) => m.PrepPage),
);
export const TeamPage = lazyPage(() =>
  import('../features/team/components/team-page').then((m) => m.TeamPage),
);
export const MemberPage = lazyPage(() =>
  import('../features/team/components/member-page').then((m) => m.MemberPage),
);
export const JoinPage = lazyPage(() =>
  import('../features/team/components/join-page').then((m) => m.JoinPage),
);
export const ReportModal = lazySection(() =>
  import('../features/report/components/report-modal').then((m) => m.ReportModal),
);
// the report dialog's code is fetched alongside the page, ready for the first click
export const LegacyPage = lazyPage(() => {
  ReportModal.preload().catch(() => {});
  return import('../features/legacy/components/legacy-page').then((m) => m.LegacyPage);
});
export const ReportPage = lazyPage(() =>
  import('../features/report/components/report-page').then((m) => m.ReportPage),
);
export const SettingsPage = lazyPage(() =>
  import('../features/settings/components/settings-page').then((m) => m.SettingsPage),
);
export const NotFoundPage = lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage));

// Sections: the dashboard's Office Hours tab and the first-visit trade dialog load when they show; the
// signed-in user's menu (a plain avatar until then) and the toast area load when the browser is idle.
export const OfficeHoursPanel = lazySection(
  () => import('../features/office-hours/components/office-hours-panel').then((m) => m.OfficeHoursPanel),
  <Spinner label="Loading..." />,
);
export const TradeDialog = lazySection(() =>
  import('../features/onboarding/components/trade-dialog').then((m) => m.TradeDialog),
);
export const UserMenu = deferredSection(
  () => import('./user-menu').then((m) => m.UserMenu),
  () => <span aria-hidden className="size-9 shrink-0 rounded-full bg-rose-100" />,
);
export const Toaster = deferredSection(
  () => import('../components/ui/toaster').then((m) => m.Toaster),
  () => null,
);
