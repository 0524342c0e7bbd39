import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { OfficeHour } from '@ringready/core/api';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { officeHourRegistrations, officeHours } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { assertPlanFeature } from '../billing/index.ts';
import type { UserRow } from '../users/index.ts';

export const FULL_MESSAGE = 'This office hour is full';
export const PAST_MESSAGE = 'This office hour has already started';

function selectWithCounts(q: Queryable, userId: string) {
  return q
    .select({
      hour: officeHours,
      registeredCount: sql<number>`(select count(*) from office_hour_registrations r
        where r.office_hour_id = ${officeHours.id})::int`,
      isRegistered: sql<boolean>`exists(select 1 from office_hour_registrations r
        where r.office_hour_id = ${officeHours.id} and r.user_id = ${userId})`,
    })
    .from(officeHours);
}

function present(row: {
  hour: typeof officeHours.$inferSelect;
  registeredCount: number;
  isRegistered: boolean;
}): OfficeHour {
  const h = row.hour;
  return {
    id: h.id,
    title: h.title,
    description: h.description,
    host: h.host,
    scheduledAt: h.scheduledAt.toISOString(),
    duration: h.durationMinutes,
    capacity: h.capacity,
    registeredCount: row.registeredCount,
    isRegistered: row.isRegistered,
  };
}

export async function listUpcomingOfficeHours(ctx: AppContext, userId: string): Promise<OfficeHour[]> {
  const rows = await selectWithCounts(ctx.db, userId)
    .where(gt(officeHours.scheduledAt, ctx.now()))
    .orderBy(asc(officeHours.scheduledAt));
  return rows.map(present);
}

async function getOfficeHour(q: Queryable, id: string, userId: string): Promise<OfficeHour> {
  const [row] = await selectWithCounts(q, userId).where(eq(officeHours.id, id));
  if (!row) throw notFound('Office hour not found');
  return present(row);
}

/**
 * Registers the user. The office-hour row is locked for the transaction, so concurrent
 * registrations are serialised and never exceed capacity. Registering twice is a no-op. The plan must
 * include office hours (403 otherwise).
 */
export async function register(ctx: AppContext, user: UserRow, id: string): Promise<OfficeHour> {
  await assertPlanFeature(ctx, user.id, 'office-hours');
  await ctx.events.transaction(ctx.db, async (tx, record) => {
    const [hour] = await tx.select().from(officeHours).where(eq(officeHours.id, id)).for('update');
    if (!hour) throw notFound('Office hour not found');
    if (hour.scheduledAt <= ctx.now()) throw badRequest(PAST_MESSAGE);
    const existing = await getOfficeHour(tx, id, user.id);
    if (existing.isRegistered) return;
    if (existing.registeredCount >= hour.capacity) throw conflict(FULL_MESSAGE);
    await tx.insert(officeHourRegistrations).values({ officeHourId: id, userId: user.id });
    await record('office-hour.registered', {
      user: { id: user.id, name: user.name, email: user.email },
      hour,
    });
  });
  return getOfficeHour(ctx.db, id, user.id);
}

export async function unregister(ctx: AppContext, user: UserRow, id: string): Promise<OfficeHour> {
  await getOfficeHour(ctx.db, id, user.id);
  await ctx.db
    .delete(officeHourRegistrations)
    .where(and(eq(officeHourRegistrations.officeHourId, id), eq(officeHourRegistrations.userId, user.id)));
  return getOfficeHour(ctx.db, id, user.id);
}
