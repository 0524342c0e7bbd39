import type { FastifyInstance } from 'fastify';
import { createCheckoutRequestSchema, localPaymentRequestSchema } from '@ringready/core/checkout';
import type { AppContext } from '../../context.ts';
import { parseInput } from '../../lib/http.ts';
import * as checkout from './checkout-service.ts';

interface IdParams {
  id: string;
}

/** Checkout is public: the buyer has no account yet. Session ids are long random strings. */
export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = { config: { public: true } };

  app.post('/api/checkout/create-session', open, async (req) => {
    await checkout.limitCreateSession(ctx, req.ip);
    return checkout.createCheckoutSession(ctx, parseInput(createCheckoutRequestSchema, req.body));
  });

  app.get<{ Params: IdParams }>('/api/checkout/session/:id', open, async (req) => {
    await checkout.limitSessionLookup(ctx, req.ip);
    return checkout.checkoutSessionDetails(ctx, req.params.id);
  });

  app.get<{ Params: IdParams }>('/api/checkout/local/:id', open, async (req) =>
    checkout.localCheckoutView(ctx, req.params.id),
  );

  app.post<{ Params: IdParams }>('/api/checkout/local/:id/pay', open, async (req) => {
    await checkout.limitPayment(ctx, req.ip);
    return checkout.payLocalCheckout(ctx, req.params.id, parseInput(localPaymentRequestSchema, req.body));
  });
}
