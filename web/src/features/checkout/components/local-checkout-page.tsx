import { useNavigate, useParams } from 'react-router';
import { CircleAlert, CircleCheck, Clock, FlaskConical, SearchX } from 'lucide-react';
import { BrandMark } from '../../../components/brand-mark';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-request';
import { cn } from '../../../lib/utils';
import { useLocalCheckout, useLocalPayment } from '../api';
import { CardForm } from './card-form';
import { CheckoutMessage } from './checkout-message';
import { OrderSummary } from './order-summary';

const BACK_TO_PLANS = { to: '/signup', label: 'Back to Plans' };

/** The app's own card checkout, used when no payment provider is configured (offline and test runs). */
export function LocalCheckoutPage() {
  const { id = '' } = useParams();
  const checkout = useLocalCheckout(id);
  const pay = useLocalPayment(id);
  const navigate = useNavigate();

  // Same-origin redirects stay in the app; any other address is a full page load.
  function goTo(url: string) {
    const target = new URL(url, window.location.href);
    if (target.origin === window.location.origin) {
      navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
    } else {
      window.location.assign(target.href);
    }
  }

  let content;
  if (checkout.isPending) {
    content = <Spinner label="Loading checkout..." fullPage />;
  } else if (checkout.isError) {
    content =
      getErrorStatus(checkout.error) === 404 ? (
        <CheckoutMessage icon={SearchX} tone="rose" title="Checkout Not Found" action={BACK_TO_PLANS}>
          This checkout link is invalid. Choose a plan to start a new checkout.
        </CheckoutMessage>
      ) : (
        <CheckoutMessage
          icon={CircleAlert}
          tone="red"
          title="Something went wrong"
          action={BACK_TO_PLANS}
          alert
        >
          {getErrorMessage(checkout.error, 'The checkout could not be loaded. Please try again.')}
        </CheckoutMessage>
      );
  } else if (checkout.data.status === 'complete') {
    content = (
      <CheckoutMessage
        icon={CircleCheck}
        tone="green"
        title="Checkout Already Completed"
        action={{ to: '/login', label: 'Go to Sign In' }}
      >
        This subscription has already been paid. Check your e-mail for the link to set your password, then
        sign in.
      </CheckoutMessage>
    );
  } else if (checkout.data.status === 'expired') {
    content = (
      <CheckoutMessage icon={Clock} tone="rose" title="Checkout Expired" action={BACK_TO_PLANS}>
        This checkout has expired. Choose a plan to start a new checkout.
      </CheckoutMessage>
    );
  } else {
    content = (
      <Card className="grid w-full max-w-4xl grid-cols-1 overflow-hidden md:grid-cols-2">
        <div className="bg-stone-50 p-6 sm:p-8 md:border-r md:border-stone-200">
          <OrderSummary checkout={checkout.data} />
        </div>
        <div className="p-6 sm:p-8">
          <h2 className="mb-5 text-lg font-semibold">Pay with card</h2>
          <CardForm
            email={checkout.data.email}
            submitLabel="Subscribe"
            submit={async (request) => goTo((await pay.mutateAsync(request)).redirectUrl)}
          />
          <p
            className={cn(
              'mt-5 flex items-start gap-2 rounded-lg border border-amber-200',
              'bg-amber-50 p-3 text-xs text-amber-900',
            )}
          >
            <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <strong className="font-semibold">Test mode:</strong> no real charge is made. Use the card{' '}
              <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span> with any future expiry
              date and any CVC.
            </span>
          </p>
        </div>
      </Card>
    );
  }

  return (
    <main
      id="main"
      className={cn(
        'flex min-h-screen flex-col items-center bg-gradient-to-b from-rose-50 to-stone-50',
        'px-4 py-8 sm:py-12',
      )}
    >
      <BrandMark className="mb-8" />
      {content}
    </main>
  );
}
