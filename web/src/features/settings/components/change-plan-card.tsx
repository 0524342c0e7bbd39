import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import { PLANS, planName, type Plan, type Tier } from '@ringready/core/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { toastError } from '../../../lib/notify';
import { formatLongDate } from '../../../lib/subscription';
import { cn } from '../../../lib/utils';
import { planChange, type PlanChange } from '../billing';
import { useChangePlan } from '../billing-api';

const ACTION_LABEL = { current: 'Current', upgrade: 'Upgrade', downgrade: 'Downgrade' } as const;
const DIALOG_TITLE = { current: 'Keep', upgrade: 'Upgrade to', downgrade: 'Downgrade to' } as const;
const CONFIRM_LABEL = {
  current: 'Cancel the downgrade',
  upgrade: 'Confirm upgrade',
  downgrade: 'Confirm downgrade',
} as const;

/**
 * What a change does. During a free trial nothing is charged: an upgrade gives its limits at once and the
 * first payment, at the trial's end, is for the new plan. Choosing the current plan while a downgrade
 * waits cancels the downgrade.
 */
function changeText(direction: PlanChange, plan: Plan, endDate: string, trial: boolean, scheduled: string) {
  if (direction === 'current')
    return `Your change to ${scheduled} on ${endDate} is cancelled and you stay on ${plan.name}.`;
  if (direction === 'downgrade')
    return (
      `Downgrades apply at the end of the period, on ${endDate}. ` +
      'You keep your current plan and its limits until then.'
    );
  if (trial)
    return (
      `Nothing is charged during your free trial: the ${plan.name} limits start now, and your first ` +
      `payment on ${endDate} is for ${plan.name} ($${plan.price} / ${plan.period}).`
    );
  return (
    `Upgrades apply at once and are prorated: you pay the difference for the rest of this period, ` +
    `and the ${plan.name} limits start now.`
  );
}

export function ChangePlanCard({
  currentTier,
  scheduledTier,
  periodEnd,
  trial = false,
}: {
  currentTier: Tier;
  scheduledTier: Tier | null;
  periodEnd: string | null;
  /** a free trial: nothing is charged until it ends (periodEnd) */
  trial?: boolean;
}) {
  const [target, setTarget] = useState<Plan | null>(null);
  const change = useChangePlan();
  const endDate = formatLongDate(periodEnd) || 'the end of this period';
  const direction = target ? planChange(currentTier, target.id) : null;
  const scheduledName = scheduledTier ? planName(scheduledTier) : '';

  function confirm() {
    if (!target || !direction) return;
    const plan = target;
    const step = direction;
    change.mutate(plan.id, {
      onSuccess: (overview) => {
        setTarget(null);
        const date = formatLongDate(overview.currentPeriodEnd) || endDate;
        const toasts = {
          upgrade: {
            title: 'Plan upgraded',
            text: `You are now on ${plan.name}. Your new limits apply at once.`,
          },
          downgrade: { title: 'Downgrade scheduled', text: `Your plan changes to ${plan.name} on ${date}.` },
          current: { title: 'Downgrade cancelled', text: `You stay on ${plan.name}.` },
        };
        toast({ variant: 'success', title: toasts[step].title, description: toasts[step].text });
      },
      onError: (error) =>
        toastError('Plan not changed', error, 'Your plan could not be changed. Please try again.'),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Change plan</CardTitle>
        <CardDescription>
          {trial
            ? 'Nothing is charged during your free trial; upgrades apply at once, downgrades when it ends.'
            : 'Upgrades apply at once and are prorated; downgrades apply at the end of the billing period.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Plans">
          {PLANS.map((plan) => {
            const action = planChange(currentTier, plan.id);
            const scheduled = plan.id === scheduledTier;
            // while a downgrade waits, the current plan can be kept
            const keep = action === 'current' && scheduledTier !== null;
            return (
              <li
                key={plan.id}
                aria-label={plan.name}
                className={cn(
                  'flex flex-col gap-3 rounded-lg border p-4',
                  action === 'current' ? 'border-rose-300 bg-rose-50/50' : 'border-stone-200',
                )}
              >
                <div>
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold text-stone-900">{plan.name}</p>
                    {scheduled && <Badge tone="yellow">Scheduled</Badge>}
                  </div>
                  <p className="text-sm text-stone-600">
                    <span className="font-semibold text-stone-900">${plan.price}</span> / {plan.period}
                  </p>
                  <p className="mt-1 text-xs text-stone-600">
                    {plan.minutesLimit === 'Unlimited' ? 'Unlimited' : plan.minutesLimit} practice minutes ·{' '}
                    {plan.analysesLimit} analyses
                  </p>
                </div>
                <Button
                  className="mt-auto"
                  variant={action === 'upgrade' || keep ? 'default' : 'outline'}
                  disabled={(action === 'current' && !keep) || scheduled}
                  aria-label={
                    keep
                      ? `Keep ${plan.name}`
                      : action === 'current'
                        ? `${plan.name}: current plan`
                        : `${ACTION_LABEL[action]} to ${plan.name}`
                  }
                  onClick={() => setTarget(plan)}
                >
                  {keep ? `Keep ${plan.name}` : ACTION_LABEL[action]}
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
      <Dialog open={target !== null} onOpenChange={(open) => !open && setTarget(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {direction && DIALOG_TITLE[direction]} {target?.name}?
            </DialogTitle>
            <DialogDescription>
              {direction && target && changeText(direction, target, endDate, trial, scheduledName)}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setTarget(null)}>
              {direction === 'current' ? 'Keep the downgrade' : 'Keep current plan'}
            </Button>
            <Button onClick={confirm} disabled={change.isPending}>
              {change.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {direction && CONFIRM_LABEL[direction]}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
