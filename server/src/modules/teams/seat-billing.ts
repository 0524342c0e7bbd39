import { randomBytes } from 'node:crypto';
import { planIncludes } from '@ringready/core/billing';
import { findPlan, planName } from '@ringready/core/plans';
import { TEAM_SEAT_LIMIT } from '@ringready/core/team';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  findUserSubscription,
  type SubscriptionRow,
  updateSubscription,
} from '../billing/billing-repository.ts';
import { BILLING_TEXTS } from '../billing/billing-service.ts';
import { recordInvoice } from '../billing/invoice-repository.ts';
import {
  currentPeriodEnd,
  currentPeriodStart,
  effectiveStatus,
  effectiveTier,
} from '../billing/subscription-state.ts';
import { findOwnSubscription } from '../billing/usage-service.ts';

/** Seats per team (members plus pending invitations): the product's limit unless configured lower. */
export const seatLimit = (ctx: AppContext) => ctx.config.teamSeatLimit ?? TEAM_SEAT_LIMIT;

/** A team takes members only while its owner's live plan includes teams (Master). */
export async function ownerPlanHasTeams(q: Queryable, ownerId: string, now: Date): Promise<boolean> {
  const sub = await findOwnSubscription(q, ownerId, now);
  return !!sub && planIncludes(effectiveTier(sub, now), 'team');
}

/**
 * Every member, the owner included, is a seat billed on the owner's subscription. Setting the count:
 * Stripe changes the subscription item's quantity and prorates it; the local checkout and manual plans
 * record the count and, for seats added during an active paid period (not a trial), a paid invoice for
 * those seats at the plan's price, prorated over the rest of the period. Removed seats are not refunded
 * locally. Runs in the caller's transaction, which holds the team's lock.
 */
export async function billSeats(ctx: AppContext, tx: Tx, ownerId: string, seats: number, now: Date) {
  const row = await findUserSubscription(tx, ownerId, true);
  if (!row || row.seats === seats) return;
  const live = effectiveStatus(row, now) !== 'canceled';
  if (live && row.provider === 'stripe' && row.providerSubscriptionId) {
    const stripe = ctx.checkout.subscriptions;
    if (!stripe) throw new HttpError(502, BILLING_TEXTS.providerFailed);
    try {
      await stripe.setSeats(row.providerSubscriptionId, seats);
    } catch (err) {
      ctx.log.error({ err }, 'payment provider: seat change failed');
      throw new HttpError(502, BILLING_TEXTS.providerFailed);
    }
  } else if (seats > row.seats && effectiveStatus(row, now) === 'active') {
    await recordSeatInvoice(tx, row, seats - row.seats, now);
  }
  await updateSubscription(tx, row.id, { seats }, now);
}

/** The local checkout's invoice for added seats: the plan's price per seat for the part of the period left. */
async function recordSeatInvoice(tx: Tx, row: SubscriptionRow, added: number, now: Date) {
  const tier = effectiveTier(row, now);
  const start = currentPeriodStart(row, now).getTime();
  const end = currentPeriodEnd(row, now).getTime();
  const remaining = Math.min(1, Math.max(0, (end - now.getTime()) / (end - start)));
  const amount = Math.round(findPlan(tier)!.price * 100 * added * remaining);
  if (amount <= 0) return;
  await recordInvoice(tx, {
    userId: row.userId,
    providerInvoiceId: `in_local_${randomBytes(18).toString('base64url')}`,
    providerSubscriptionId: row.providerSubscriptionId,
    providerPaymentId: null,
    amount,
    currency: 'usd',
    status: 'paid',
    description: `${added} ${added === 1 ? 'seat' : 'seats'} added to ${planName(tier)} (prorated)`,
    invoiceCreatedAt: now,
  });
}
