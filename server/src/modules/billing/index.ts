import type { AppModule } from '../../lib/app-module.ts';
import { registerBillingRoutes } from './billing-routes.ts';

export { BILLING_INTERNAL_ROUTES } from './billing-operations.ts';
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

export const billingModule: AppModule = { name: 'billing', routes: registerBillingRoutes };
