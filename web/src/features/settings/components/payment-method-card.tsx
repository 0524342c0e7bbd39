import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CreditCard, Loader2 } from 'lucide-react';
import type { BillingOverview, PaymentMethodPortal } from '@ringready/core/billing';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { apiJson } from '../../../lib/api-request';
import { toastError } from '../../../lib/notify';
import { cardLine } from '../../../lib/subscription';

/**
 * The card the plan is charged to and where to change it: the payment provider's page (Stripe's portal,
 * which also lists Stripe's invoices) or the app's own card page, whichever the server answers.
 */
export function PaymentMethodCard({ overview }: { overview: BillingOverview }) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);

  async function open() {
    setOpening(true);
    try {
      const { url } = await apiJson<PaymentMethodPortal>('POST', '/api/billing/payment-method');
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin) {
        setOpening(false);
        navigate(`${target.pathname}${target.search}`);
      } else {
        window.location.assign(target.href);
      }
    } catch (error) {
      setOpening(false);
      toastError('Payment method', error, 'The payment page could not be opened. Please try again.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CreditCard className="size-5 text-rose-700" aria-hidden /> Payment method
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-700">
          {overview.paymentMethod ? cardLine(overview.paymentMethod) : 'Managed by our payment provider.'}
        </p>
        <Button
          variant={overview.status === 'past_due' ? 'default' : 'outline'}
          onClick={open}
          disabled={opening}
        >
          {opening && <Loader2 className="animate-spin" aria-hidden />}
          Update payment method
        </Button>
      </CardContent>
    </Card>
  );
}
