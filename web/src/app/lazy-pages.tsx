import { Suspense, lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Spinner } from '../components/ui/spinner';

/** A component whose code arrives on first use; `preload` fetches it ahead of time. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Code loaded on first render, shown inside its own Suspense boundary with `fallback` while it arrives.
 * Once the code is loaded (or preloaded), the component renders at once without the fallback.
 */
function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed download may be retried on the next visit
        throw error;
      },
    );
    return pending;
  };
  // React renders a lazy component without suspending when its thenable settles synchronously
  const Loaded = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as never)
      : preload().then((component) => ({ default: component })),
  );
  function Lazy(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Lazy, { preload });
}

/** A routed page: a full-page spinner while its code arrives. */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyComponent(load, <Spinner label="Loading..." fullPage />);
}

/** A part shown later than its page's first render (a tab, a dialog): its code loads when it first shows. */
function lazySection<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  return lazyComponent(load, fallback);
}

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

// Sections: the dashboard's Office Hours tab and the first-visit trade dialog.
export const OfficeHoursPanel = lazySection(
  () => import('../features/office-hours/components/office-hours-panel').then((m) => m.OfficeHoursPanel),
  <Spinner label="Loading..." />,
);
export const TradeDialog = lazySection(() =>
  import('../features/onboarding/components/trade-dialog').then((m) => m.TradeDialog),
);
