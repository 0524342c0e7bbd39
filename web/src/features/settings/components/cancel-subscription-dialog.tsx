import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import { MONEY_BACK_DAYS } from '@ringready/core/billing';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { toastError } from '../../../lib/notify';
import { formatLongDate } from '../../../lib/subscription';
import { useCancelSubscription } from '../billing-api';

export const REFUND_LABEL = `Cancel and refund my payment (${MONEY_BACK_DAYS}-day money-back guarantee)`;

export function CancelSubscriptionDialog({
  periodEnd,
  refundEligible,
}: {
  periodEnd: string | null;
  refundEligible: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [refund, setRefund] = useState(false);
  const cancel = useCancelSubscription();
  const endDate = formatLongDate(periodEnd);

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setRefund(false);
  }

  function confirm() {
    const withRefund = refundEligible && refund;
    cancel.mutate(withRefund, {
      onSuccess: (overview) => {
        handleOpenChange(false);
        const ends = formatLongDate(overview.currentPeriodEnd);
        toast({
          variant: 'success',
          title: withRefund ? 'Subscription canceled and refunded' : 'Subscription canceled',
          description: withRefund
            ? 'Your payment will be refunded and your plan has ended.'
            : `Your plan stays active until ${ends || 'the end of this period'}.`,
        });
      },
      onError: (error) =>
        toastError(
          'Subscription not canceled',
          error,
          'Your subscription could not be canceled. Please try again.',
        ),
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Cancel subscription</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            Your plan stays active until {endDate || 'the end of this period'} and then ends. You can resume
            it until then.
          </DialogDescription>
        </DialogHeader>
        {refundEligible && (
          <div className="flex items-start gap-2 rounded-lg border border-stone-200 bg-stone-50 p-3">
            <Checkbox
              id="cancel-refund"
              checked={refund}
              onCheckedChange={(checked) => setRefund(checked === true)}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor="cancel-refund">{REFUND_LABEL}</Label>
              <p className="text-xs text-stone-600">
                Your plan ends at once and your first payment is refunded.
              </p>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => handleOpenChange(false)}>
            Keep subscription
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {refundEligible && refund ? 'Cancel and refund' : 'Cancel subscription'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
