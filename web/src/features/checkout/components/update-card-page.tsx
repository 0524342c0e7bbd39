import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, CreditCard, FlaskConical } from 'lucide-react';
import type { BillingOverview } from '@ringready/core/billing';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { apiJson } from '../../../lib/api-request';
import { BILLING_KEY, USER_KEY } from '../../../lib/query-keys';
import { useCurrentUser } from '../../../lib/use-current-user';
import { cardLine } from '../../../lib/subscription';
import { cn } from '../../../lib/utils';
import { CardForm } from './card-form';

const BILLING_PATH = '/settings/billing';

/**
 * The local checkout's "update payment method" page (Stripe customers go to Stripe's portal instead):
 * the new card is checked like at checkout and, when a renewal failed, pays the open invoice at once.
 */
export function UpdateCardPage() {
  const user = useCurrentUser();
  const billing = useQuery<BillingOverview>({ queryKey: BILLING_KEY });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function save(request: { cardNumber: string; expiry: string; cvc: string; nameOnCard: string }) {
    const { cardNumber, expiry, cvc, nameOnCard } = request;
    const overview = await apiJson<BillingOverview>('PUT', '/api/billing/card', {
      cardNumber,
      expiry,
      cvc,
      nameOnCard,
    });
    queryClient.setQueryData(BILLING_KEY, overview);
    await queryClient.invalidateQueries({ queryKey: USER_KEY });
    toast({ title: 'Card updated', description: 'Your new card will be used for your next payments.' });
    navigate(BILLING_PATH);
  }

  if (user.isPending || billing.isPending) return <Spinner label="Loading billing..." className="py-10" />;
  const card = billing.data?.paymentMethod;
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 px-4 py-8">
      <Link to={BILLING_PATH} className="flex items-center gap-1 text-sm text-rose-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Back to Billing
      </Link>
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-lg font-semibold">
            <CreditCard className="size-5 text-rose-700" aria-hidden /> Update payment method
          </h1>
          <CardDescription>
            {card ? `Current card: ${cardLine(card)}.` : 'Add the card your subscription is charged to.'}
            {billing.data?.status === 'past_due' &&
              ' Your last payment failed: the new card pays it at once.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <CardForm email={user.data?.email ?? ''} submitLabel="Save card" submit={save} />
          <p
            className={cn(
              'flex items-start gap-2 rounded-lg border border-amber-200',
              'bg-amber-50 p-3 text-xs text-amber-900',
            )}
          >
            <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <strong className="font-semibold">Test mode:</strong> no real charge is made.{' '}
              <span className="font-mono whitespace-nowrap">4000 0000 0000 0341</span> saves but fails its
              next charge.
            </span>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
