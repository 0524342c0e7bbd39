import { Link } from 'react-router';
import { CreditCard, Sparkles, TriangleAlert } from 'lucide-react';
import type { User } from '@ringready/core/api';
import { buttonVariants } from '../../../components/ui/button';
import {
  BILLING_PATH,
  PLANS_PATH,
  type BillingSubscription,
  formatTrialDaysLeft,
  isPlanEnded,
  trialDaysLeft,
} from '../../../lib/subscription';
import { cn } from '../../../lib/utils';

/**
 * The plan's state above the usage cards: days left in a free trial, a failed payment (with the way
 * to Settings → Billing), or, once the plan has ended, the way to choose one.
 */
export function PlanNotice({ user }: { user: User }) {
  const subscription = user.subscription as BillingSubscription | null;

  if (isPlanEnded(subscription)) {
    return (
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-3 rounded-xl',
          'border border-stone-200 bg-white p-4',
        )}
      >
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <CreditCard className="size-5 shrink-0 text-rose-700" aria-hidden />
          You have no active plan.
        </p>
        <Link to={PLANS_PATH} className={buttonVariants({ size: 'sm' })}>
          Choose a plan
        </Link>
      </div>
    );
  }

  if (subscription?.status === 'past_due') {
    return (
      <div
        role="alert"
        className={cn(
          'flex flex-wrap items-center justify-between gap-3 rounded-xl',
          'border border-red-200 bg-red-50 p-4 text-red-900',
        )}
      >
        <p className="flex items-center gap-2 text-sm">
          <TriangleAlert className="size-5 shrink-0" aria-hidden />
          Your last payment failed. Update your payment method to keep your plan.
        </p>
        <Link to={BILLING_PATH} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Go to billing
        </Link>
      </div>
    );
  }

  if (subscription?.status === 'trialing') {
    const days = trialDaysLeft(subscription.trialEndsAt);
    return (
      <div
        role="status"
        className={cn(
          'flex flex-wrap items-center justify-between gap-3 rounded-xl',
          'border border-sky-200 bg-sky-50 p-4 text-sky-900',
        )}
      >
        <p className="flex items-center gap-2 text-sm font-medium">
          <Sparkles className="size-5 shrink-0" aria-hidden />
          {days === null ? 'Free trial' : `Free trial: ${formatTrialDaysLeft(days)}`}
        </p>
        <Link to={BILLING_PATH} className={buttonVariants({ variant: 'link', size: 'sm' })}>
          Manage plan
        </Link>
      </div>
    );
  }

  return null;
}
