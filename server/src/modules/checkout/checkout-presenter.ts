import type { CheckoutSessionDetails, LocalCheckoutView } from '@ringready/core/checkout';
import { findPlan } from '@ringready/core/plans';
import type { CheckoutSessionInfo } from '../../providers/checkout/checkout-port.ts';
import type { LocalCheckoutSession } from '../../providers/checkout/local/local-checkout.ts';

export function presentSessionDetails(s: CheckoutSessionInfo): CheckoutSessionDetails {
  return {
    tier: s.tier,
    customerEmail: s.email,
    paymentStatus: s.paymentStatus,
    subscriptionId: s.subscriptionId,
    status: s.status,
  };
}

export function presentLocalCheckout(s: LocalCheckoutSession): LocalCheckoutView {
  const plan = findPlan(s.tier)!;
  return {
    id: s.id,
    tier: s.tier,
    planName: plan.name,
    price: plan.price,
    email: s.email,
    trialDays: s.trialDays,
    status: s.status,
  };
}
