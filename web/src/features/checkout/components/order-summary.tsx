import { Check, Mail } from 'lucide-react';
import type { LocalCheckoutView } from '@ringready/core/checkout';
import { findPlan } from '@ringready/core/plans';

/** The left side of the checkout: what is being bought, its price and trial, and for whom. */
export function OrderSummary({ checkout }: { checkout: LocalCheckoutView }) {
  const features = findPlan(checkout.tier)?.features.slice(0, 4) ?? [];
  return (
    <section aria-labelledby="order-heading" className="text-stone-900">
      <p className="text-sm font-medium text-stone-600">Subscribe to RingReady</p>
      <h1 id="order-heading" className="mt-1 font-serif text-3xl font-semibold tracking-tight">
        {checkout.planName}
      </h1>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-semibold tracking-tight">${checkout.price}</span>
        <span className="text-stone-600">per month</span>
      </p>
      {checkout.trialDays > 0 && (
        <p className="mt-2 text-sm font-medium text-green-800">
          Includes a {checkout.trialDays}-day free trial, then ${checkout.price} per month.
        </p>
      )}
      {features.length > 0 && (
        <ul className="mt-6 space-y-2 text-sm text-stone-700">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-rose-700" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-6 grid grid-cols-1 gap-3 border-t border-stone-200 pt-4 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-stone-600">{checkout.planName} plan, billed monthly</dt>
          <dd className="font-medium">${checkout.price}.00</dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="flex items-center gap-1.5 text-stone-600">
            <Mail className="size-4" aria-hidden /> Account
          </dt>
          <dd className="min-w-0 truncate font-medium">{checkout.email}</dd>
        </div>
      </dl>
    </section>
  );
}
