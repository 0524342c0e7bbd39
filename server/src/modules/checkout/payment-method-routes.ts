import type { FastifyInstance } from 'fastify';
import { updateCardRequestSchema } from '@ringready/core/billing';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid, parseInput, requireAuth } from '../../lib/http.ts';
import { enforceRateLimit, MINUTE } from '../../lib/rate-limit.ts';
import { invoiceReceipt, paymentMethodPortal, updateLocalCard } from './payment-method-service.ts';

/** Card changes per account and minute: each one may charge an open invoice. */
export const CARD_UPDATE_LIMIT = 10;

/** The caller's way of paying: the provider's card page or the local card on file, and invoice receipts. */
export function registerPaymentMethodRoutes(app: FastifyInstance, ctx: AppContext) {
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
