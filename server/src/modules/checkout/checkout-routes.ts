import type { FastifyInstance } from 'fastify';
import {
  createCheckoutRequestSchema,
  localPaymentRequestSchema,
  type CheckoutTerms,
} from '@ringready/core/checkout';
import type { AppContext } from '../../context.ts';
import { bearerToken, parseInput } from '../../lib/http.ts';
import { authenticate } from '../auth/index.ts';
import * as checkout from './checkout-service.ts';

interface IdParams {
  id: string;
}

/** Checkout is public: the buyer has no account yet. Session ids are long random strings. */
export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = { config: { public: true } };

  app.get('/api/checkout/terms', open, async (): Promise<CheckoutTerms> => ({
    trialDays: ctx.config.trialDays,
  }));

  app.post('/api/checkout/create-session', open, async (req) => {
    await checkout.limitCreateSession(ctx, req.ip);
    const input = parseInput(createCheckoutRequestSchema, req.body);
    // public, but a signed-in buyer may change their own plan here
    const token = bearerToken(req);
    const caller = token ? ((await authenticate(ctx, token))?.user ?? null) : null;
    // the buyer returns to the origin they are on: in development the request's own (localhost or
    // 127.0.0.1, a LAN address); in production only PUBLIC_URL, never a client-written Host header
    const origin = `${req.protocol}://${req.host}`;
    const usable =
      ctx.config.env !== 'production' && URL.canParse(origin) && new URL(origin).origin === origin;
    return checkout.createCheckoutSession(ctx, input, caller, usable ? origin : ctx.config.publicUrl);
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
