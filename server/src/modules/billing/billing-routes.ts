import type { FastifyInstance } from 'fastify';
import { cancelSubscriptionRequestSchema, changePlanRequestSchema } from '@ringready/core/billing';
import type { AppContext } from '../../context.ts';
import { parseInput, requireAuth } from '../../lib/http.ts';
import * as billing from './billing-service.ts';

/** The caller's own subscription: plan changes, cancellation with the money-back guarantee. */
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
}
