import { and, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { teamMembers, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { DueDelivery } from './webhook-fair-share.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertEndpoint(
  q: Queryable,
  values: { userId: string; teamId: string | null; url: string; events: string[]; secret: string },
  now: Date,
): Promise<WebhookEndpointRow> {
  const [row] = await q
    .insert(webhookEndpoints)
    .values({ ...values, createdAt: now })
    .returning();
  return row!;
}

/** The user's endpoints, newest first. */
export async function listEndpoints(q: Queryable, userId: string): Promise<WebhookEndpointRow[]> {
  return q
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function countEndpoints(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return row?.n ?? 0;
}

/** The endpoint when it is the user's own. */
export async function findOwnEndpoint(q: Queryable, userId: string, id: string) {
  const [row] = await q
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  return row;
}

export async function findEndpoint(q: Queryable, id: string) {
  const [row] = await q.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** Deletes the user's endpoint (its deliveries go with it); false when they have none with this id. */
export async function deleteOwnEndpoint(q: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await q
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

const subscribed = (event: string) =>
  and(
    isNull(webhookEndpoints.disabledAt),
    sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
  );

/** The user's live endpoints subscribed to the event. */
export async function listUserSubscribers(q: Queryable, userId: string, event: string) {
  return q
    .select({ id: webhookEndpoints.id, userId: webhookEndpoints.userId })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), subscribed(event)));
}

/** Live endpoints of the team's admins (still admins of it now) subscribed to the event. */
export async function listTeamAdminSubscribers(q: Queryable, teamId: string, event: string) {
  return q
    .select({ id: webhookEndpoints.id, userId: webhookEndpoints.userId })
    .from(webhookEndpoints)
    .innerJoin(
      teamMembers,
      and(
        eq(teamMembers.userId, webhookEndpoints.userId),
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.role, 'admin'),
      ),
    )
    .where(and(eq(webhookEndpoints.teamId, teamId), subscribed(event)));
}

/** One delivery per endpoint; an event id an endpoint already has is skipped. Returns the new rows' ids. */
export async function insertDeliveries(
  q: Queryable,
  endpointIds: string[],
  event: { id: string; type: string; payload: object },
  now: Date,
): Promise<string[]> {
  if (!endpointIds.length) return [];
  const rows = await q
    .insert(webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({
        endpointId,
        eventId: event.id,
        eventType: event.type,
        payload: event.payload,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
    .returning({ id: webhookDeliveries.id });
  return rows.map((r) => r.id);
}

/** The endpoint's deliveries, newest first, after the delivery `before` (the previous page's last). */
export async function listDeliveries(
  q: Queryable,
  endpointId: string,
  page: { limit: number; before?: string },
): Promise<WebhookDeliveryRow[]> {
  const d = webhookDeliveries;
  const after = page.before
    ? sql`(${d.createdAt}, ${d.id}) < (select created_at, id from webhook_deliveries
        where id = ${page.before} and endpoint_id = ${endpointId})`
    : undefined;
  return q
    .select()
    .from(d)
    .where(and(eq(d.endpointId, endpointId), after))
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(page.limit);
}

/**
 * Takes the delivery for one attempt: only while it is pending, due and has attempts left. The update
 * locks the row, so of two workers running the same job only one gets it; `leaseUntil` keeps it from
 * being taken again while the attempt runs. Undefined when it is not ours to send now.
 */
export async function claimDelivery(
  q: Queryable,
  id: string,
  opts: { now: Date; leaseUntil: Date; maxAttempts: number },
): Promise<WebhookDeliveryRow | undefined> {
  const d = webhookDeliveries;
  const [row] = await q
    .update(d)
    .set({ attempts: sql`${d.attempts} + 1`, nextAttemptAt: opts.leaseUntil })
    .where(
      and(
        eq(d.id, id),
        eq(d.status, 'pending'),
        lt(d.attempts, opts.maxAttempts),
        or(isNull(d.nextAttemptAt), lte(d.nextAttemptAt, opts.now)),
      ),
    )
    .returning();
  return row;
}

export async function markSucceeded(q: Queryable, id: string, responseCode: number, now: Date) {
  await q
    .update(webhookDeliveries)
    .set({ status: 'succeeded', responseCode, lastError: null, nextAttemptAt: null, deliveredAt: now })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

/** A failed attempt: retried at `nextAttemptAt`, or, when null, the delivery has failed for good. */
export async function recordFailedAttempt(
  q: Queryable,
  id: string,
  outcome: { responseCode: number | null; error: string; nextAttemptAt: Date | null },
) {
  await q
    .update(webhookDeliveries)
    .set({
      status: outcome.nextAttemptAt ? 'pending' : 'failed',
      responseCode: outcome.responseCode,
      lastError: outcome.error,
      nextAttemptAt: outcome.nextAttemptAt,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

/**
 * Deliveries due now (pending, attempts left, not waiting for a retry or held by a running attempt), with
 * their account: the endpoint's team, else the team its owner is in, else its owner. Only as many as could
 * be started at once are read: an endpoint's `perEndpoint` oldest and, of those, an account's `perAccount`
 * oldest; accounts' first deliveries before anyone's second, up to `limit`.
 */
export async function listDueDeliveries(
  q: Queryable,
  opts: { now: Date; maxAttempts: number; perEndpoint: number; perAccount: number; limit: number },
): Promise<DueDelivery[]> {
  const result = await q.execute(sql`
    select id, "endpointId", account, "createdMs" from (
      select *, row_number() over (partition by account order by "createdMs", id) as account_turn
      from (
        select d.id, d.endpoint_id as "endpointId",
          coalesce(e.team_id, tm.team_id, e.user_id)::text as account,
          (extract(epoch from d.created_at) * 1000)::float8 as "createdMs",
          row_number() over (partition by d.endpoint_id order by d.created_at, d.id) as endpoint_turn
        from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        left join team_members tm on tm.user_id = e.user_id
        where d.status = 'pending' and d.attempts < ${opts.maxAttempts}
          and (d.next_attempt_at is null or d.next_attempt_at <= ${opts.now.toISOString()}::timestamptz)
      ) due
      where endpoint_turn <= ${opts.perEndpoint}
    ) ranked
    where account_turn <= ${opts.perAccount}
    order by account_turn, "createdMs", id
    limit ${opts.limit}`);
  return (result as unknown as { rows: DueDelivery[] }).rows;
}

/**
 * Fails the pending deliveries with no attempt left whose last attempt's lease is over: that attempt's
 * worker died before recording it. The last recorded error stays.
 */
export async function failInterruptedDeliveries(q: Queryable, now: Date, maxAttempts: number) {
  const d = webhookDeliveries;
  await q
    .update(d)
    .set({
      status: 'failed',
      lastError: sql`coalesce(${d.lastError}, 'The last attempt was interrupted')`,
      nextAttemptAt: null,
    })
    .where(
      and(
        eq(d.status, 'pending'),
        gte(d.attempts, maxAttempts),
        or(isNull(d.nextAttemptAt), lte(d.nextAttemptAt, now)),
      ),
    );
}
