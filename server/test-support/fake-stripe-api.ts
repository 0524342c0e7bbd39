import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

/**
 * A small stand-in for Stripe's HTTP API (tests): the checkout-session, subscription, invoice-payment and
 * refund endpoints the SDK calls, form bodies as Stripe reads them, Stripe's error shape for unknown ids.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, Record<string, unknown>>();
  const requests: { method: string; url: string; form: Record<string, string>; auth?: string }[] = [];
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onRequest', async (req) => {
    requests.push({ method: req.method, url: req.url, form: {}, auth: req.headers.authorization });
  });
  app.addHook('preHandler', async (req) => {
    requests[requests.length - 1]!.form = (req.body as Record<string, string>) ?? {};
  });

  app.post('/v1/checkout/sessions', async (req) => {
    const form = req.body as Record<string, string>;
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session = {
      id,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: null,
      customer_email: form.customer_email,
      customer_details: null,
      subscription: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      metadata: {
        tier: form['metadata[tier]'],
        email: form['metadata[email]'],
        trial_days: form['metadata[trial_days]'],
      },
    };
    sessions.set(id, session);
    return session;
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (req, reply) => {
    const session = sessions.get(req.params.id);
    if (session) return session;
    return reply.code(404).send({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such checkout.session: '${req.params.id}'`,
      },
    });
  });

  const subscriptions = new Map<string, Record<string, unknown>>();
  const missing = (what: string, id: string) => ({
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
  });

  app.get<{ Params: { id: string } }>('/v1/subscriptions/:id', async (req, reply) => {
    const sub = subscriptions.get(req.params.id);
    return sub ?? reply.code(404).send(missing('subscription', req.params.id));
  });

  app.post<{ Params: { id: string } }>('/v1/subscriptions/:id', async (req, reply) => {
    const sub = subscriptions.get(req.params.id);
    if (!sub) return reply.code(404).send(missing('subscription', req.params.id));
    const form = req.body as Record<string, string>;
    const item = (sub.items as { data: Record<string, unknown>[] }).data[0]!;
    if (form['items[0][price]']) item.price = { id: form['items[0][price]'], object: 'price' };
    if (form['items[0][quantity]']) item.quantity = Number(form['items[0][quantity]']);
    if (form.cancel_at_period_end) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
    return sub;
  });

  app.delete<{ Params: { id: string } }>('/v1/subscriptions/:id', async (req, reply) => {
    const sub = subscriptions.get(req.params.id);
    if (!sub) return reply.code(404).send(missing('subscription', req.params.id));
    sub.status = 'canceled';
    return sub;
  });

  /** each invoice is paid by the payment intent `pi_` + its id */
  app.get<{ Querystring: { invoice: string } }>('/v1/invoice_payments', async (req) => ({
    object: 'list',
    has_more: false,
    url: '/v1/invoice_payments',
    data: [
      {
        id: `inpay_${randomBytes(8).toString('hex')}`,
        object: 'invoice_payment',
        invoice: req.query.invoice,
        status: 'paid',
        payment: { type: 'payment_intent', payment_intent: `pi_${req.query.invoice}` },
      },
    ],
  }));

  app.post('/v1/billing_portal/sessions', async (req) => {
    const form = req.body as Record<string, string>;
    const id = `bps_${randomBytes(8).toString('hex')}`;
    return {
      id,
      object: 'billing_portal.session',
      customer: form.customer,
      return_url: form.return_url,
      url: `https://billing.stripe.test/p/session/${id}`,
    };
  });

  app.post('/v1/refunds', async (req) => {
    const form = req.body as Record<string, string>;
    return {
      id: `re_${randomBytes(8).toString('hex')}`,
      object: 'refund',
      status: 'succeeded',
      payment_intent: form.payment_intent ?? null,
      charge: form.charge ?? null,
    };
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    requests,
    sessions,
    /** what Stripe's hosted page does when the buyer pays */
    complete(id: string, values: { customer: string; subscription: string; name?: string; paid?: boolean }) {
      const session = sessions.get(id)!;
      Object.assign(session, {
        status: 'complete',
        payment_status: values.paid ? 'paid' : 'no_payment_required',
        customer: values.customer,
        subscription: values.subscription,
        customer_details: { email: session.customer_email, name: values.name ?? null },
      });
    },
    subscriptions,
    /** a subscription Stripe bills at this price (what a completed checkout leaves behind) */
    addSubscription(id: string, price: string) {
      const start = Math.floor(Date.now() / 1000);
      subscriptions.set(id, {
        id,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        items: {
          object: 'list',
          data: [
            {
              id: `si_${randomBytes(8).toString('hex')}`,
              object: 'subscription_item',
              price: { id: price, object: 'price' },
              quantity: 1,
              current_period_start: start,
              current_period_end: start + 30 * 86_400,
            },
          ],
        },
      });
    },
    close: () => app.close(),
  };
}
