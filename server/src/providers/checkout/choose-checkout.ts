import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CheckoutProvider } from './checkout-port.ts';
import { createLocalCheckout, type LocalPayments } from './local-checkout.ts';
import { createStripeCheckout } from './stripe-checkout.ts';

export type AppCheckout = CheckoutProvider & { local?: LocalPayments };

/** Stripe when configured, otherwise the local checkout (the configuration decides, see config.ts). */
export function chooseCheckout(config: AppConfig, db: Db, now: () => Date): AppCheckout {
  return config.checkout.provider === 'stripe'
    ? createStripeCheckout(config.checkout)
    : createLocalCheckout({ db, publicUrl: config.publicUrl, now });
}
