import { useState } from 'react';
import type { FormEvent } from 'react';
import { CircleAlert, CreditCard, Loader2, Lock } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import type { LocalPaymentRequest } from '@ringready/core/checkout';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FormField, fieldA11y } from '../../../components/form-field';
import { getErrorMessage } from '../../../lib/api-request';
import { formatCardNumber, formatExpiry, toPaymentRequest, validateCard } from '../card-validation';
import type { CardErrors, CardValues } from '../card-validation';

const PAYMENT_FAILED = 'Your payment could not be processed. Please try again.';

const FIELD_IDS: Record<keyof CardValues, string> = {
  email: 'card-email',
  cardNumber: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
  nameOnCard: 'card-name',
};
const FIELD_ORDER = Object.keys(FIELD_IDS) as Array<keyof CardValues>;

export interface CardFormProps {
  /** the payer's e-mail; given, it is shown locked */
  email: string;
  submitLabel: string;
  /** sends the card; resolves once the server accepted it (the form then stays busy while the page moves on) */
  submit: (request: LocalPaymentRequest) => Promise<void>;
}

/** The card form: checks the card in the browser, then sends it; the server's refusal is shown inline. */
export function CardForm({ email, submitLabel, submit }: CardFormProps) {
  const [values, setValues] = useState<CardValues>({
    email,
    cardNumber: '',
    expiry: '',
    cvc: '',
    nameOnCard: '',
  });
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const pay = useMutation({ mutationFn: submit });
  const busy = pay.isPending || leaving;
  const emailLocked = email.trim() !== '';

  function change(field: keyof CardValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateCard(next));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setServerError(undefined);
    const found = validateCard(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(FIELD_IDS[firstInvalid])?.focus();
      return;
    }
    pay.mutate(toPaymentRequest(values), {
      onSuccess: () => setLeaving(true),
      onError: (error) => setServerError(getErrorMessage(error, PAYMENT_FAILED)),
    });
  }

  const field = (name: keyof CardValues) => ({
    ...fieldA11y(FIELD_IDS[name], errors[name]),
    name,
    value: values[name],
    disabled: busy,
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid grid-cols-1 gap-5" aria-label="Payment details">
      <FormField id={FIELD_IDS.email} label="Email" error={errors.email}>
        <Input
          {...field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          readOnly={emailLocked}
          className={emailLocked ? 'bg-stone-100 text-stone-700' : undefined}
          onChange={(e) => change('email', e.target.value)}
        />
      </FormField>
      <FormField id={FIELD_IDS.cardNumber} label="Card number" error={errors.cardNumber}>
        <div className="relative">
          <Input
            {...field('cardNumber')}
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            className="pr-10"
            onChange={(e) => change('cardNumber', formatCardNumber(e.target.value))}
          />
          <CreditCard
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-stone-400"
            aria-hidden
          />
        </div>
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id={FIELD_IDS.expiry} label="Expiry" error={errors.expiry}>
          <Input
            {...field('expiry')}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM / YY"
            maxLength={7}
            onChange={(e) => change('expiry', formatExpiry(e.target.value))}
          />
        </FormField>
        <FormField id={FIELD_IDS.cvc} label="CVC" error={errors.cvc}>
          <Input
            {...field('cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            maxLength={4}
            onChange={(e) => change('cvc', e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
      </div>
      <FormField id={FIELD_IDS.nameOnCard} label="Name on card" error={errors.nameOnCard}>
        <Input
          {...field('nameOnCard')}
          autoComplete="cc-name"
          maxLength={100}
          onChange={(e) => change('nameOnCard', e.target.value)}
        />
      </FormField>

      {serverError && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {serverError}
        </p>
      )}

      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
        {busy ? 'Processing...' : submitLabel}
      </Button>
    </form>
  );
}
