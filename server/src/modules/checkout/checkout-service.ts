import {
  CHECKOUT_TEXTS,
  type CheckoutSessionDetails,
  type CreateCheckoutRequest,
  type CreateCheckoutResponse,
  type LocalCheckoutView,
  type LocalPaymentRequest,
  type LocalPaymentResponse,
} from '@ringready/core/checkout';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { CHECKOUT_ID_PATTERN, type CheckoutSessionInfo } from '../../providers/checkout/checkout-port.ts';
import { cardOnFile, chargeCard } from '../../providers/checkout/local/card-rules.ts';
import { presentLocalCheckout, presentSessionDetails } from './checkout-presenter.ts';
import { localCheckoutEvents } from '../../providers/checkout/local/local-events.ts';
import { deliverLocalEvents, fulfilCompletedSession } from './fulfilment-service.ts';
import { saveCard } from '../billing/index.ts';
import { enforceRateLimit, MINUTE } from '../../lib/rate-limit.ts';
import { findUserByEmail } from '../users/index.ts';
import { findOwnSubscription } from '../plans/index.ts';

/** Requests per client address and minute. */
export const CREATE_SESSION_LIMIT = 10;
export const PAY_LIMIT = 10;
/** each lookup may ask the payment provider */
export const SESSION_LOOKUP_LIMIT = 60;

/** Counted before the input is read, so malformed requests use up the allowance too. */
export const limitCreateSession = (ctx: AppContext, ip: string) =>
  enforceRateLimit(ctx.db, `checkout-create:${ip}`, CREATE_SESSION_LIMIT, MINUTE, ctx.now());
export const limitPayment = (ctx: AppContext, ip: string) =>
  enforceRateLimit(ctx.db, `checkout-pay:${ip}`, PAY_LIMIT, MINUTE, ctx.now());

export const limitSessionLookup = (ctx: AppContext, ip: string) =>
  enforceRateLimit(ctx.db, `checkout-lookup:${ip}`, SESSION_LOOKUP_LIMIT, MINUTE, ctx.now());

const providerFailed = () => new HttpError(502, CHECKOUT_TEXTS.createFailed);
const successPath = (id: string) => `/checkout/success?session_id=${encodeURIComponent(id)}`;

/** A checkout for a plan; the price comes from the provider's plan price, never from the client. */
/**
 * A checkout for an e-mail that already has an account changes that account's plan, so only that
 * account, signed in, may start it; anyone else could otherwise change (or downgrade) someone's plan.
 */
export const ACCOUNT_EXISTS =
  'An account with this e-mail already exists. Sign in to change your plan in Settings → Billing.';

export const HAS_STRIPE_PLAN = 'You already have a plan. Change it in Settings → Billing.';

/** `origin`: where the buyer returns to (the caller decides it is this server's own); PUBLIC_URL by default. */
export async function createCheckoutSession(
  ctx: AppContext,
  input: CreateCheckoutRequest,
  caller: { id: string } | null,
  origin: string = ctx.config.publicUrl,
): Promise<CreateCheckoutResponse> {
  const owner = await findUserByEmail(ctx.db, input.email);
  if (owner && owner.id !== caller?.id) throw conflict(ACCOUNT_EXISTS);
  // a second Stripe subscription would bill beside the first: plan changes go through Settings → Billing
  const current = owner ? await findOwnSubscription(ctx.db, owner.id, ctx.now()) : undefined;
  if (current?.provider === 'stripe') throw conflict(HAS_STRIPE_PLAN);
  const base = origin;
  try {
    const created = await ctx.checkout.createSession({
      tier: input.tier,
      email: input.email,
      successUrl: `${base}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/signup`,
      trialDays: ctx.config.trialDays,
    });
    // the local checkout's page is on this server: on the buyer's origin too, so they stay signed in
    const own = ctx.config.publicUrl;
    const url = created.url.startsWith(`${own}/`) ? base + created.url.slice(own.length) : created.url;
    return { url };
  } catch (err) {
    ctx.log.error({ err }, 'checkout session could not be created');
    throw providerFailed();
  }
}

async function retrieve(ctx: AppContext, id: string): Promise<CheckoutSessionInfo> {
  if (!CHECKOUT_ID_PATTERN.test(id)) throw notFound(CHECKOUT_TEXTS.notFound);
  let session: CheckoutSessionInfo | undefined;
  try {
    session = await ctx.checkout.retrieveSession(id);
  } catch (err) {
    ctx.log.error({ err }, 'checkout session could not be retrieved');
    throw new HttpError(502, 'The payment provider did not answer. Please try again.');
  }
  if (!session) throw notFound(CHECKOUT_TEXTS.notFound);
  return session;
}

/** The success page's details; a completed session is fulfilled here too (idempotent, like the webhook). */
export async function checkoutSessionDetails(ctx: AppContext, id: string): Promise<CheckoutSessionDetails> {
  const session = await retrieve(ctx, id);
  if (session.status === 'complete') await fulfilCompletedSession(ctx, session);
  return presentSessionDetails(session);
}

function localPayments(ctx: AppContext) {
  if (!ctx.localPayments) throw notFound(CHECKOUT_TEXTS.notFound);
  return ctx.localPayments;
}

export async function localCheckoutView(ctx: AppContext, id: string): Promise<LocalCheckoutView> {
  const local = localPayments(ctx);
  const session = CHECKOUT_ID_PATTERN.test(id) ? await local.find(id) : undefined;
  if (!session) throw notFound(CHECKOUT_TEXTS.notFound);
  return presentLocalCheckout(session);
}

/**
 * Pays a local checkout session: the card is checked (a declined card creates nothing), the session is
 * completed once, and the events Stripe would send are signed and fulfilled through the webhook's path.
 */
export async function payLocalCheckout(
  ctx: AppContext,
  id: string,
  input: LocalPaymentRequest,
): Promise<LocalPaymentResponse> {
  const local = localPayments(ctx);
  const session = CHECKOUT_ID_PATTERN.test(id) ? await local.find(id) : undefined;
  if (!session) throw notFound(CHECKOUT_TEXTS.notFound);
  if (session.status === 'complete') return { redirectUrl: successPath(id) };
  if (session.status === 'expired') throw new HttpError(410, CHECKOUT_TEXTS.expired);
  if (input.email !== session.email) throw badRequest(CHECKOUT_TEXTS.emailMismatch);
  chargeCard(input, ctx.now());
  const completed = await local.complete(id, input.nameOnCard);
  if (!completed) {
    // a concurrent payment completed it first, or it expired meanwhile
    if ((await local.find(id))?.status === 'complete') return { redirectUrl: successPath(id) };
    throw new HttpError(410, CHECKOUT_TEXTS.expired);
  }
  // the card stays on file: renewals charge it
  await saveCard(ctx.db, completed.customerId!, cardOnFile(input), ctx.now());
  await deliverLocalEvents(ctx, localCheckoutEvents(completed, ctx.now()));
  return { redirectUrl: successPath(id) };
}
