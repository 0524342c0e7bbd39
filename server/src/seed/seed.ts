import { and, gt, like, sql } from 'drizzle-orm';
import { scenarioCopy } from '@ringready/core/buyer-engine/scenario-copy';
import { BUYER_TYPES } from '@ringready/core/buyer-types';
import { TRADE_IDS } from '@ringready/core/trades';
import type { FastifyBaseLogger } from 'fastify';
import { underMigrationLock, type Db } from '../db/client.ts';
import { buyerTypes, officeHours, scenarioCopies, scenarios, videos } from '../db/schema.ts';
import { verifyPassword } from '../lib/secrets.ts';
import { createUser, findUserByEmail } from '../modules/users/index.ts';
import { OFFICE_HOUR_TEMPLATES, SCENARIOS, VIDEOS } from './catalog-data.ts';
import { seedDemoHistory } from './demo-history.ts';
import { DEMO_MANAGER_EMAIL, DEMO_OWNER_EMAIL, DEMO_TRADE } from './demo-team-data.ts';
import { seedDemoTeam } from './demo-team.ts';

export const DEMO_EMAIL = 'demo@ringready.app';
export const DEMO_PASSWORD = 'ringready-demo';
export { DEMO_MANAGER_EMAIL, DEMO_OWNER_EMAIL };
/** Every demo account that signs in with the published password: the salesperson, the manager, the owner. */
export const DEMO_LOGINS = [DEMO_EMAIL, DEMO_MANAGER_EMAIL, DEMO_OWNER_EMAIL] as const;

const DAY = 24 * 60 * 60 * 1000;

/** Idempotent and under the migration lock: safe at every start of every process, also started together. */
export function seedCatalog(db: Db, now: Date): Promise<void> {
  return underMigrationLock(db, (tx) => seedCatalogRows(tx, now));
}

async function seedCatalogRows(db: Db, now: Date): Promise<void> {
  for (const [i, s] of SCENARIOS.entries()) {
    const row = { ...s, imageUrl: `/images/scenarios/${s.id}.svg`, sortOrder: i };
    await db.insert(scenarios).values(row).onConflictDoUpdate({ target: scenarios.id, set: row });
  }
  await db
    .insert(scenarioCopies)
    .values(
      SCENARIOS.flatMap(({ id }) =>
        TRADE_IDS.map((trade) => ({ scenarioId: id, trade, ...scenarioCopy(id, trade)! })),
      ),
    )
    .onConflictDoUpdate({
      target: [scenarioCopies.scenarioId, scenarioCopies.trade],
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        agentPrompt: sql`excluded.agent_prompt`,
      },
    });
  await db
    .insert(buyerTypes)
    .values(BUYER_TYPES.map(({ id, name, description }) => ({ id, name, description })))
    .onConflictDoUpdate({
      target: buyerTypes.id,
      set: { name: sql`excluded.name`, description: sql`excluded.description` },
    });
  for (const [i, v] of VIDEOS.entries()) {
    const row = { ...v, sortOrder: i };
    await db.insert(videos).values(row).onConflictDoUpdate({ target: videos.id, set: row });
  }
  await scheduleOfficeHours(db, now);
}

/** Keeps one upcoming session of each office-hour template, scheduled relative to now. */
export async function scheduleOfficeHours(db: Db, now: Date): Promise<void> {
  for (const t of OFFICE_HOUR_TEMPLATES) {
    const upcoming = await db
      .select({ id: officeHours.id })
      .from(officeHours)
      .where(and(like(officeHours.slug, `${t.key}-%`), gt(officeHours.scheduledAt, now)));
    if (upcoming.length) continue;
    const day = new Date(now.getTime() + t.inDays * DAY);
    const scheduledAt = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), t.hourUtc),
    );
    await db
      .insert(officeHours)
      .values({
        slug: `${t.key}-${scheduledAt.toISOString().slice(0, 10)}`,
        title: t.title,
        description: t.description,
        host: t.host,
        scheduledAt,
        durationMinutes: t.durationMinutes,
        capacity: t.capacity,
        joinUrl: `https://meet.ringready.app/office-hours/${t.key}`,
      })
      .onConflictDoNothing();
  }
}

/**
 * The demo account (Master plan, in the 20th day of its billing period) with a history of analysed calls,
 * and the demo team it belongs to. Idempotent and under the migration lock, like the catalog.
 */
export function seedDemoAccount(db: Db, now: Date): Promise<void> {
  return underMigrationLock(db, (tx) => seedDemoRows(tx, now));
}

async function seedDemoRows(db: Db, now: Date): Promise<void> {
  const user =
    (await findUserByEmail(db, DEMO_EMAIL)) ??
    (await createUser(
      db,
      {
        email: DEMO_EMAIL,
        name: 'Demo User',
        password: DEMO_PASSWORD,
        plan: 'tier3',
        role: 'member',
        trade: DEMO_TRADE,
      },
      new Date(now.getTime() - 20 * DAY),
    ));
  await seedDemoHistory(db, user, now);
  await seedDemoTeam(db, user, DEMO_PASSWORD, now);
}

/**
 * The demo accounts' password is published, so production gets them only on request (SEED_DEMO=true) and
 * then says so loudly; a production database that still has any of them with that password names them in
 * a warning.
 */
export async function applyDemoSetting(
  db: Db,
  settings: { seedDemo: boolean; production: boolean },
  log: FastifyBaseLogger,
  now: Date,
): Promise<void> {
  if (settings.seedDemo) {
    await seedDemoAccount(db, now);
    if (settings.production)
      log.warn(
        `SEED_DEMO=true in production: anyone can sign in as ${DEMO_LOGINS.join(', ')} with the published ` +
          'password. Unset SEED_DEMO and delete these accounts unless this is a demo server.',
      );
    return;
  }
  if (!settings.production) return;
  const exposed: string[] = [];
  for (const email of DEMO_LOGINS) {
    const account = await findUserByEmail(db, email);
    if (account && (await verifyPassword(DEMO_PASSWORD, account.passwordHash))) exposed.push(email);
  }
  if (exposed.length)
    log.warn(
      `Demo accounts with the published password exist in this production database: ${exposed.join(', ')}. ` +
        'Delete them or give them new passwords.',
    );
}
