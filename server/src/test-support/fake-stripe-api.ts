import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

/**
 * A small stand-in for Stripe's HTTP API (tests): the checkout-session endpoints the SDK calls, form
 * bodies as Stripe reads them, Stripe's error shape for unknown ids.
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
    close: () => app.close(),
  };
}
