import { Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@ringready/core/api';
import type { BillingOverview } from '@ringready/core/billing';
import { findPlan, planName } from '@ringready/core/plans';
import { toMinutes } from '@ringready/core/usage';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { toastError } from '../../../lib/notify';
import { PLANS_PATH, formatLongDate } from '../../../lib/subscription';
import { billingStatus, renewalLine, scheduledChangeLine } from '../billing';
import { useResumeSubscription } from '../billing-api';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

function usageLine(used: number, limit: number | undefined, unit: string): string {
  if (limit === undefined) return `${used} ${unit} used`;
  if (limit === -1) return `${used} ${unit} used (unlimited)`;
  return `${used} of ${limit} ${unit} used`;
}

function Usage({ user }: { user: User }) {
  const subscription = user.subscription;
  const usage = user.currentUsage;
  return (
    <div className="grid grid-cols-1 gap-1 text-sm">
      <p className="font-medium text-stone-800">This period's usage</p>
      <p className="text-stone-700">
        Practice:{' '}
        {usageLine(toMinutes(usage?.practiceMinutesUsed ?? 0), subscription?.practiceMinutesLimit, 'minutes')}
      </p>
      <p className="text-stone-700">
        Real call analyses:{' '}
        {usageLine(usage?.realCallAnalysesUsed ?? 0, subscription?.realCallAnalysesLimit, 'analyses')}
      </p>
    </div>
  );
}

export function PlanSummaryCard({ overview, user }: { overview: BillingOverview; user: User | undefined }) {
  const resume = useResumeSubscription();
  const plan = overview.tier ? findPlan(overview.tier) : undefined;
  const status = billingStatus(overview);
  const renewal = renewalLine(overview);
  const scheduledChange = scheduledChangeLine(overview);
  const ended = overview.status === 'canceled';

  function handleResume() {
    resume.mutate(undefined, {
      onSuccess: (next) =>
        toast({
          variant: 'success',
          title: 'Subscription resumed',
          description: `Your plan renews on ${formatLongDate(next.currentPeriodEnd) || 'the end of this period'}.`,
        }),
      onError: (error) =>
        toastError(
          'Subscription not resumed',
          error,
          'Your subscription could not be resumed. Please try again.',
        ),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your plan</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="text-xl font-semibold text-stone-900">
            {overview.planName ?? planName(overview.tier)}
          </p>
          {plan && (
            <p className="text-sm text-stone-600">
              <span className="font-semibold text-stone-900">${plan.price}</span> / {plan.period}
            </p>
          )}
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        {(renewal || scheduledChange) && (
          <div className="grid grid-cols-1 gap-1 text-sm text-stone-700">
            {renewal && <p>{renewal}</p>}
            {scheduledChange && <p>{scheduledChange}</p>}
          </div>
        )}
        {overview.status === 'past_due' && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            Your last payment failed. Update your payment method to keep your plan.
          </p>
        )}
        {user && !ended && <Usage user={user} />}
        <div className="flex flex-wrap gap-2">
          {ended ? (
            <Button asChild>
              <Link to={PLANS_PATH}>Choose a plan</Link>
            </Button>
          ) : overview.cancelAtPeriodEnd ? (
            <Button onClick={handleResume} disabled={resume.isPending}>
              {resume.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Resume subscription
            </Button>
          ) : (
            <CancelSubscriptionDialog
              periodEnd={overview.currentPeriodEnd}
              refundEligible={overview.refundEligible}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
