import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Loader2, Lock } from 'lucide-react';
import type { Plan } from '@ringready/core/plans';
import { CHECKOUT_TEXTS } from '@ringready/core/checkout';
import { EMAIL_MESSAGE, emailSchema } from '@ringready/core/api';
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
import { toast } from '../../../components/ui/use-toast';
import { FormField, fieldA11y } from '../../../components/form-field';
import { createCheckoutSession } from '../api';

export interface CheckoutDialogProps {
  /** The chosen plan; the dialog is open while it is set. */
  plan: Plan | null;
  /** The signed-in user's e-mail: shown read-only and always used. */
  lockedEmail?: string;
  onClose: () => void;
}

const EMAIL_ID = 'checkout-email';

/** "Complete Your Subscription": asks for the e-mail, then sends the browser to the card checkout. */
export function CheckoutDialog({ plan, lockedEmail, onClose }: CheckoutDialogProps) {
  const [typedEmail, setTypedEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const email = lockedEmail ?? typedEmail;
  const blank = email.trim() === '';

  async function submit() {
    if (busy || !plan) return;
    const trimmed = email.trim();
    if (!trimmed) {
      toast({
        variant: 'destructive',
        title: 'Email Required',
        description: 'Please enter your email address to continue.',
      });
      return;
    }
    if (!emailSchema.safeParse(trimmed).success) {
      setError(EMAIL_MESSAGE);
      document.getElementById(EMAIL_ID)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const url = await createCheckoutSession({ tier: plan.id, email: trimmed });
      // The page is leaving: the button keeps reading "Processing..." until it has gone.
      window.location.assign(url);
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : CHECKOUT_TEXTS.failed;
      toast({ variant: 'destructive', title: 'Checkout Failed', description: message });
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="font-serif text-2xl">Complete Your Subscription</DialogTitle>
          <DialogDescription>
            {plan ? (
              <>
                You chose the <strong className="font-semibold text-stone-900">{plan.name}</strong> plan at $
                {plan.price}/{plan.period}.
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} noValidate className="grid grid-cols-1 gap-4" aria-label="Checkout">
          <FormField
            id={EMAIL_ID}
            label="Email"
            error={error}
            hint={lockedEmail ? 'You are signed in with this address.' : undefined}
          >
            <Input
              {...fieldA11y(EMAIL_ID, error)}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@yourstudio.com"
              value={email}
              readOnly={lockedEmail !== undefined}
              aria-readonly={lockedEmail !== undefined ? true : undefined}
              className={lockedEmail !== undefined ? 'bg-stone-100 text-stone-700' : undefined}
              onChange={(e) => {
                setTypedEmail(e.target.value);
                if (error) setError(undefined);
              }}
              onKeyDown={handleKeyDown}
            />
          </FormField>
          <p className="flex items-start gap-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-600">
            <Lock className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
            <span>You will be redirected to a secure checkout page to enter your card details.</span>
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || blank}>
              {busy && <Loader2 className="animate-spin" aria-hidden />}
              {busy ? 'Processing...' : 'Continue to Checkout'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
