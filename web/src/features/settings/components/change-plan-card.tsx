import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import { PLANS, type Plan, type Tier } from '@ringready/core/plans';
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
import { planChange } from '../billing';
import { useChangePlan } from '../billing-api';

const ACTION_LABEL = { current: 'Current', upgrade: 'Upgrade', downgrade: 'Downgrade' } as const;

export function ChangePlanCard({
  currentTier,
  scheduledTier,
  periodEnd,
}: {
  currentTier: Tier;
  scheduledTier: Tier | null;
  periodEnd: string | null;
}) {
  const [target, setTarget] = useState<Plan | null>(null);
  const change = useChangePlan();
  const endDate = formatLongDate(periodEnd) || 'the end of this period';
  const direction = target ? planChange(currentTier, target.id) : null;

  function confirm() {
    if (!target) return;
    const plan = target;
    const upgrade = direction === 'upgrade';
    change.mutate(plan.id, {
      onSuccess: (overview) => {
        setTarget(null);
        toast({
          variant: 'success',
          title: upgrade ? 'Plan upgraded' : 'Downgrade scheduled',
          description: upgrade
            ? `You are now on ${plan.name}. Your new limits apply at once.`
            : `Your plan changes to ${plan.name} on ${formatLongDate(overview.currentPeriodEnd) || endDate}.`,
        });
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
          Upgrades apply at once and are prorated; downgrades apply at the end of the billing period.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Plans">
          {PLANS.map((plan) => {
            const action = planChange(currentTier, plan.id);
            const scheduled = plan.id === scheduledTier;
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
                  variant={action === 'upgrade' ? 'default' : 'outline'}
                  disabled={action === 'current' || scheduled}
                  aria-label={
                    action === 'current'
                      ? `${plan.name}: current plan`
                      : `${ACTION_LABEL[action]} to ${plan.name}`
                  }
                  onClick={() => setTarget(plan)}
                >
                  {ACTION_LABEL[action]}
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
              {direction === 'upgrade' ? 'Upgrade' : 'Downgrade'} to {target?.name}?
            </DialogTitle>
            <DialogDescription>
              {direction === 'upgrade'
                ? `Upgrades apply at once and are prorated: you pay the difference for the rest of this period, ` +
                  `and the ${target?.name} limits start now.`
                : `Downgrades apply at the end of the period, on ${endDate}. ` +
                  'You keep your current plan and its limits until then.'}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setTarget(null)}>
              Keep current plan
            </Button>
            <Button onClick={confirm} disabled={change.isPending}>
              {change.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {direction === 'upgrade' ? 'Confirm upgrade' : 'Confirm downgrade'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
