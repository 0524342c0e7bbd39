import { useState } from 'react';
import type { FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { BUSINESS_NAME_MAX, type TradeId } from '@ringready/core/trades';
import type { User } from '@ringready/core/api';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { FormField, errorId, fieldA11y } from '../../../components/form-field';
import { TradeSelect } from '../../../components/trade-select';
import { toastError } from '../../../lib/notify';
import { useUpdateProfile } from '../../../lib/use-update-profile';

const DISMISSED_KEY = 'ringready.trade-dialog-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Asked at the first sign-in, until a trade is chosen: what the salesperson sells (so every practice
 * buyer shops for it) and the business name. "Later" hides it for this browser session only.
 */
export function TradeDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(() => user.trade === null && !wasDismissed());
  const [trade, setTrade] = useState<TradeId | null>(null);
  const [businessName, setBusinessName] = useState(user.businessName ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdateProfile();

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // private mode: the dialog simply comes back on the next page load
    }
    setOpen(false);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trade) {
      setError('Please choose your trade');
      return;
    }
    update.mutate(
      { trade, businessName: businessName.trim() || null },
      {
        onSuccess: () => setOpen(false),
        onError: (err) => toastError('Not saved', err, 'Your trade could not be saved.'),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : dismiss())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>What do you sell?</DialogTitle>
          <DialogDescription>
            Your practice buyers will be couples shopping for your trade. You can change this later in
            Settings.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} noValidate className="grid gap-4" aria-label="Your business">
          <FormField id="onboarding-trade" label="Trade" error={error}>
            <TradeSelect
              id="onboarding-trade"
              value={trade}
              onChange={(next) => {
                setTrade(next);
                setError(undefined);
              }}
              invalid={Boolean(error)}
              describedBy={error ? errorId('onboarding-trade') : undefined}
            />
          </FormField>
          <FormField id="onboarding-business" label="Business name (optional)">
            <Input
              {...fieldA11y('onboarding-business', undefined)}
              autoComplete="organization"
              maxLength={BUSINESS_NAME_MAX}
              value={businessName}
              onChange={(e) => setBusinessName(e.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={dismiss}>
              Later
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {update.isPending ? 'Saving...' : 'Start practising'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
