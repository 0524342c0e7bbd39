import type { AppModule } from '../../lib/app-module.ts';
import { registerCheckoutRoutes } from './checkout-routes.ts';
import { startLocalRenewals } from './local-renewals.ts';
import { registerPaymentMethodRoutes } from './payment-method-routes.ts';
import { registerWebhookRoutes } from './webhook-routes.ts';

export { CHECKOUT_INTERNAL_ROUTES } from './checkout-operations.ts';
export { CREATE_SESSION_LIMIT, HAS_STRIPE_PLAN } from './checkout-service.ts';
export { renewLocalSubscriptions } from './local-renewals.ts';

export const checkoutModule: AppModule = {
  name: 'checkout',
  // the local checkout renews its own subscriptions; Stripe renews the rest and tells us by webhook
  timers: (ctx) => (ctx.checkout.kind === 'local' ? startLocalRenewals(ctx) : () => undefined),
  async routes(app, ctx) {
    registerCheckoutRoutes(app, ctx);
    registerPaymentMethodRoutes(app, ctx);
    await registerWebhookRoutes(app, ctx);
  },
};
