import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CheckoutProvider } from './checkout-port.ts';
import { createLocalCheckout, type LocalPayments } from './local/local-checkout.ts';
import { createStripeCheckout } from './stripe-checkout.ts';

/**
 * Stripe when configured, otherwise the local checkout (the configuration decides, see config.ts). Both
 * are the same port; the local checkout's own payment page and event signing come beside it, never on it.
 */
export function chooseCheckout(
  config: AppConfig,
  db: Db,
  now: () => Date,
): { checkout: CheckoutProvider; localPayments: LocalPayments | null } {
  if (config.checkout.provider === 'stripe')
    return { checkout: createStripeCheckout(config.checkout), localPayments: null };
  const local = createLocalCheckout({ db, publicUrl: config.publicUrl, now });
  return { checkout: local.checkout, localPayments: local.payments };
}
