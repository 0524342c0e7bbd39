import type { FastifyInstance } from 'fastify';
import {
  cancelSubscriptionRequestSchema,
  changePlanRequestSchema,
  updateCardRequestSchema,
} from '@ringready/core/billing';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid, parseInput, requireAuth } from '../../lib/http.ts';
import * as billing from './billing-service.ts';
import { invoiceReceipt, paymentMethodPortal, updateLocalCard } from './payment-method-service.ts';
import { enforceRateLimit, MINUTE } from '../../lib/rate-limit.ts';

/** Card changes per account and minute: each one may charge an open invoice. */
export const CARD_UPDATE_LIMIT = 10;

/** The caller's own subscription: plan changes, cancellation with the money-back guarantee, invoices. */
export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/billing', async (req) => billing.billingOverview(ctx, requireAuth(req).user.id));

  app.post('/api/billing/change-plan', async (req) => {
    const userId = requireAuth(req).user.id;
    return billing.changePlan(ctx, userId, parseInput(changePlanRequestSchema, req.body).tier);
  });

  app.post('/api/billing/cancel', async (req) => {
    const userId = requireAuth(req).user.id;
    return billing.cancelSubscription(
      ctx,
      userId,
      parseInput(cancelSubscriptionRequestSchema, req.body).refund,
    );
  });

  app.post('/api/billing/resume', async (req) => billing.resumeSubscription(ctx, requireAuth(req).user.id));

  app.post('/api/billing/payment-method', async (req) => paymentMethodPortal(ctx, requireAuth(req).user.id));

  app.put('/api/billing/card', async (req) => {
    const userId = requireAuth(req).user.id;
    await enforceRateLimit(ctx.db, `billing-card:${userId}`, CARD_UPDATE_LIMIT, MINUTE, ctx.now());
    return updateLocalCard(ctx, userId, parseInput(updateCardRequestSchema, req.body));
  });

  app.get<{ Params: { id: string } }>('/api/billing/invoices/:id/receipt', async (req, reply) => {
    const userId = requireAuth(req).user.id;
    if (!isUuid(req.params.id)) throw notFound('Receipt not found');
    const { filename, pdf } = await invoiceReceipt(ctx, userId, req.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(Buffer.from(pdf));
  });
}
