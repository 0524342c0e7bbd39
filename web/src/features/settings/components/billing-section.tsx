import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@ringready/core/api';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-request';
import { PLANS_PATH } from '../../../lib/subscription';
import { useBilling } from '../billing-api';
import { ChangePlanCard } from './change-plan-card';
import { InvoicesTable } from './invoices-table';
import { PaymentMethodCard } from './payment-method-card';
import { PlanSummaryCard } from './plan-summary-card';

function NoPlanCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CreditCard className="size-5 text-rose-700" aria-hidden /> No active plan
        </CardTitle>
        <CardDescription>
          Choose a plan to practise with AI buyers and analyze your real calls.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={PLANS_PATH}>Choose a plan</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Settings → Billing: the plan, its status and usage, plan changes, cancel / resume, and the invoices. */
export function BillingSection({ user }: { user: User | undefined }) {
  const billing = useBilling();
  if (billing.isPending) return <Spinner label="Loading billing..." className="py-10" />;
  if (billing.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {getErrorMessage(billing.error, 'Your billing details could not be loaded.')}
      </p>
    );
  }
  const overview = billing.data;
  const hasPlan = overview.tier !== null && overview.status !== null;
  return (
    <section aria-label="Billing" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {hasPlan ? <PlanSummaryCard overview={overview} user={user} /> : <NoPlanCard />}
      {hasPlan && overview.tier && overview.status !== 'canceled' && (
        <ChangePlanCard
          currentTier={overview.tier}
          scheduledTier={overview.scheduledTier}
          periodEnd={overview.currentPeriodEnd}
          trial={overview.status === 'trialing'}
        />
      )}
      {overview.canUpdatePaymentMethod && <PaymentMethodCard overview={overview} />}
      {(hasPlan || overview.invoices.length > 0) && <InvoicesTable invoices={overview.invoices} />}
    </section>
  );
}
