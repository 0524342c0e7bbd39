import { and, eq, gte, inArray, lt, sql, type Placeholder } from 'drizzle-orm';
import type { SubscriptionBilling, SubscriptionStatus } from '@ringready/core/checkout';
import { planIncludes } from '@ringready/core/billing';
import { findPlan, planLimits, planName, type Tier } from '@ringready/core/plans';
import {
  billingPeriod,
  checkAnalysisAllowed,
  checkPracticeAllowed,
  type LimitCheck,
  type Usage,
} from '@ringready/core/usage';
import type { CurrentUsage, Subscription } from '@ringready/core/api';
import type { Queryable, Tx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { sessions, subscriptions, teamMembers, teams } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-error.ts';
import { currentPeriodEnd, effectiveTier, hasEnded } from './subscription-state.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Statuses that use the plan: a trial, a paid period, and a failed renewal while it is retried. */
export const PLAN_STATUSES: SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

export interface PlanState {
  subscription: (Subscription & SubscriptionBilling) | null;
  currentUsage: CurrentUsage | null;
}

/** The user's own live subscription; an ended one (canceled, or its cancellation due) is none. */
export async function findOwnSubscription(
  q: Queryable,
  userId: string,
  now: Date,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const query = q
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, PLAN_STATUSES)));
  const [row] = lock ? await query.for('update') : await query;
  return row && !hasEnded(row, now) ? row : undefined;
}

const priceOf = (row: SubscriptionRow, now: Date) => findPlan(effectiveTier(row, now))?.price ?? 0;

/** The user's own subscription and their team owner's, if on a plan status. */
function candidateSubscriptions(q: Queryable, userId: string | Placeholder) {
  const teamOwner = q
    .select({ ownerId: teams.ownerId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  return q
    .select()
    .from(subscriptions)
    .where(
      and(
        sql`${subscriptions.userId} in (${userId}, (${teamOwner}))`,
        inArray(subscriptions.status, PLAN_STATUSES),
      ),
    );
}

const candidateStatement = preparedStatement('plan_candidates', (q) =>
  candidateSubscriptions(q, sql.placeholder('userId')),
);

/**
 * The subscription whose plan the user may use now; an ended one (canceled, or its cancellation due) is
 * none. A member of a team whose owner's plan is Master uses that plan (its limits, its period) unless
 * their own live plan is at least as high; the row is then the owner's (`userId` says whose). Usage
 * stays each person's own. One statement reads both candidates (the user's own and their team owner's)
 * and, with `lock`, locks both.
 */
export async function findActiveSubscription(
  q: Queryable,
  userId: string,
  now: Date,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const rows = lock
    ? await candidateSubscriptions(q, userId).for('update')
    : await candidateStatement(q, { userId });
  const live = rows.filter((row) => !hasEnded(row, now));
  const own = live.find((row) => row.userId === userId);
  if (own && planIncludes(effectiveTier(own, now), 'team')) return own;
  const team = live.find((row) => row.userId !== userId && planIncludes(effectiveTier(row, now), 'team'));
  if (!team) return own;
  return own && priceOf(own, now) >= priceOf(team, now) ? own : team;
}

const usageStatement = preparedStatement('usage_in_period', (q) =>
  q
    .select({
      practiceSeconds: sql<number>`coalesce(sum(${sessions.durationSeconds})
        filter (where ${sessions.type} = 'practice'), 0)::int`,
      analyses: sql<number>`(count(*)
        filter (where ${sessions.type} = 'upload' and ${sessions.status} <> 'failed'))::int`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, sql.placeholder('userId')),
        gte(sessions.createdAt, sql.placeholder('start')),
        lt(sessions.createdAt, sql.placeholder('end')),
      ),
    ),
);

/** Usage is derived from stored sessions in the billing period, never a counter. */
async function usageInPeriod(
  q: Queryable,
  userId: string,
  period: { start: Date; end: Date },
): Promise<Usage> {
  const [row] = await usageStatement(q, {
    userId,
    start: period.start.toISOString(),
    end: period.end.toISOString(),
  });
  return { practiceMinutesUsed: row?.practiceSeconds ?? 0, realCallAnalysesUsed: row?.analyses ?? 0 };
}

export async function getPlanState(q: Queryable, userId: string, now: Date): Promise<PlanState> {
  const sub = await findActiveSubscription(q, userId, now);
  if (!sub) return { subscription: null, currentUsage: null };
  // the period the plan bills (a trial's end, the provider's) while it runs; else monthly from the anchor
  const monthly = billingPeriod(sub.periodAnchor, now);
  const billedEnd = currentPeriodEnd(sub, now);
  const period = billedEnd > now ? { start: monthly.start, end: billedEnd } : monthly;
  const usage = await usageInPeriod(q, userId, period);
  const tier = effectiveTier(sub, now);
  return {
    subscription: {
      tier,
      planName: planName(tier),
      status: sub.status,
      ...planLimits(tier),
      currentPeriodStart: period.start.toISOString(),
      currentPeriodEnd: period.end.toISOString(),
      trialEndsAt: sub.status === 'trialing' ? (sub.trialEndsAt?.toISOString() ?? null) : null,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    },
    currentUsage: usage,
  };
}

/**
 * Checks a plan limit inside the caller's transaction. The subscription row is locked
 * (FOR UPDATE), so concurrent requests of the same user are serialised and cannot
 * together exceed the limit. Throws 403 with the user-facing message.
 */
export async function assertWithinLimit(
  tx: Tx,
  userId: string,
  kind: 'analysis' | 'practice',
  now: Date,
): Promise<LimitCheck & { allowed: true }> {
  const sub = await findActiveSubscription(tx, userId, now, true);
  const limits = sub ? planLimits(effectiveTier(sub, now)) : null;
  const usage = sub ? await usageInPeriod(tx, userId, billingPeriod(sub.periodAnchor, now)) : null;
  const check =
    kind === 'analysis' ? checkAnalysisAllowed(limits, usage) : checkPracticeAllowed(limits, usage);
  if (!check.allowed) throw forbidden(check.message);
  return check;
}

export async function upsertSubscription(q: Queryable, userId: string, tier: Tier, now: Date) {
  await q
    .insert(subscriptions)
    .values({ userId, tier, status: 'active', periodAnchor: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { tier, status: 'active', updatedAt: now } });
}
