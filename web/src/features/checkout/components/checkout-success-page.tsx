import { Link, useSearchParams } from 'react-router';
import { CircleAlert, Mail, PartyPopper } from 'lucide-react';
import type { CheckoutSessionDetails, PaymentStatus } from '@ringready/core/checkout';
import { planName } from '@ringready/core/plans';
import { BrandMark } from '../../../components/brand-mark';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { useCheckoutSession } from '../api';
import { CheckoutMessage } from './checkout-message';

const NEXT_STEPS = [
  {
    title: 'Complete Your Profile',
    text: 'Set your password from the e-mail link, then add your name in Settings.',
  },
  { title: 'Start Practice Sessions', text: 'Pick one of the four AI buyer types and run your first call.' },
  { title: 'Explore Training Library', text: 'Watch short lessons from wedding sales coaches.' },
  { title: 'Join Office Hours', text: 'Bring your toughest calls to a live session with a coach.' },
];

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  no_payment_required: 'No payment required',
};

const BACK_TO_SIGNUP = { to: '/signup', label: 'Back to Signup' };

export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') || null;
  const session = useCheckoutSession(sessionId);

  let content;
  if (!sessionId || session.isError) {
    const message = !sessionId
      ? 'No session ID found'
      : session.error?.message || 'Unable to load subscription details';
    content = (
      <CheckoutMessage
        icon={CircleAlert}
        tone="red"
        title="Something went wrong"
        action={BACK_TO_SIGNUP}
        alert
      >
        {message}
      </CheckoutMessage>
    );
  } else if (session.isPending) {
    content = <Spinner label="Loading your subscription details..." fullPage />;
  } else {
    content = <SubscriptionDetails details={session.data} />;
  }

  return (
    <div
      className={cn(
        'flex min-h-screen flex-col items-center justify-center',
        'bg-gradient-to-b from-rose-50 to-stone-50 px-4 py-10',
      )}
    >
      <BrandMark className="mb-8" />
      {content}
    </div>
  );
}

function SubscriptionDetails({ details }: { details: CheckoutSessionDetails }) {
  const rows = [
    { label: 'Plan', value: planName(details.tier) },
    { label: 'Email', value: details.customerEmail },
    { label: 'Payment Status', value: PAYMENT_STATUS_LABELS[details.paymentStatus] ?? details.paymentStatus },
    { label: 'Subscription ID', value: details.subscriptionId ?? 'Not available yet' },
  ];
  return (
    <Card className="w-full max-w-xl p-6 sm:p-8">
      <div className="text-center">
        <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-700">
          <PartyPopper className="size-7" aria-hidden />
        </div>
        <h1 className="font-serif text-3xl font-semibold tracking-tight">Welcome to RingReady!</h1>
        <p className="mt-2 text-stone-600">Your subscription has been successfully activated</p>
      </div>

      <section aria-labelledby="details-heading" className="mt-6 rounded-xl bg-stone-50 p-5">
        <h2 id="details-heading" className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
          Subscription Details
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-3 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
              <dt className="text-stone-600">{row.label}</dt>
              <dd className="font-medium break-all text-stone-900 sm:text-right">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <p className="mt-5 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
        <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>New to RingReady? Check your e-mail for the link to set your password, then sign in.</span>
      </p>

      <section aria-labelledby="next-heading" className="mt-6">
        <h2 id="next-heading" className="text-lg font-semibold">
          What&apos;s Next?
        </h2>
        <ol className="mt-3 grid grid-cols-1 gap-3">
          {NEXT_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full',
                  'bg-rose-700 text-sm font-semibold text-white',
                )}
                aria-hidden
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium text-stone-900">{step.title}</p>
                <p className="text-sm text-stone-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <Button asChild size="lg" className="mt-8 w-full">
        <Link to="/login">Get Started</Link>
      </Button>
    </Card>
  );
}
