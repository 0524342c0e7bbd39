import { planIncludes } from '@ringready/core/billing';
import { findPlan, planName } from '@ringready/core/plans';
import { TEAM_SEAT_LIMIT } from '@ringready/core/team';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  BILLING_TEXTS,
  findUserSubscription,
  recordProratedInvoice,
  updateSubscription,
} from '../billing/index.ts';
import { effectiveStatus, effectiveTier, findOwnSubscription } from '../plans/index.ts';

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
    const added = seats - row.seats;
    const tier = effectiveTier(row, now);
    await recordProratedInvoice(
      tx,
      row,
      findPlan(tier)!.price * 100 * added,
      `${added} ${added === 1 ? 'seat' : 'seats'} added to ${planName(tier)} (prorated)`,
      now,
    );
  }
  await updateSubscription(tx, row.id, { seats }, now);
}
