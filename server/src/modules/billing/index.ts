export {
  findSubscriptionByProviderId,
  findUserSubscription,
  listDueLocalSubscriptions,
  lockCheckoutEmail,
  recordBillingEvent,
  type SubscriptionRow,
  updateSubscription,
  upsertUserSubscription,
} from './billing-repository.ts';
export { registerBillingRoutes } from './billing-routes.ts';
export {
  assertPlanFeature,
  BILLING_TEXTS,
  billingOverview,
  callProvider,
  lockLiveSubscription,
} from './billing-service.ts';
export {
  claimInvoices,
  findOpenInvoice,
  findUserInvoice,
  recordInvoice,
  recordRefund,
} from './invoice-repository.ts';
export { findCard, saveCard } from './payment-method-repository.ts';
export { recordProratedInvoice } from './proration.ts';
export { renderReceipt } from './receipt-pdf.ts';
