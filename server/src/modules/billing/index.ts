/** The public face of the billing module: what other modules and the app use of it. */
export { findUserSubscription, lockCheckoutEmail, updateSubscription } from './billing-repository.ts';
export { registerBillingRoutes } from './billing-routes.ts';
export { assertPlanFeature, BILLING_TEXTS } from './billing-service.ts';
export { registerCheckoutRoutes } from './checkout-routes.ts';
export { CREATE_SESSION_LIMIT } from './checkout-service.ts';
export { renewLocalSubscriptions, startLocalRenewals } from './local-renewals.ts';
export { recordProratedInvoice } from './proration.ts';
export { registerWebhookRoutes } from './webhook-routes.ts';
