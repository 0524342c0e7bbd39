export { registerCheckoutRoutes } from './checkout-routes.ts';
export { CREATE_SESSION_LIMIT, HAS_STRIPE_PLAN } from './checkout-service.ts';
export { renewLocalSubscriptions, startLocalRenewals } from './local-renewals.ts';
export { registerPaymentMethodRoutes } from './payment-method-routes.ts';
export { registerWebhookRoutes } from './webhook-routes.ts';
