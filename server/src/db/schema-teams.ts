import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { scenarios, users } from './schema-core.ts';
import { createdAt, id } from './schema-columns.ts';

/** A team belongs to its owner's Master subscription; every member is a seat. */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_owner_key').on(t.ownerId)],
);

/** A person belongs to at most one team; the owner is its admin. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(), // 'admin' | 'manager' | 'member'
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_members_user_key').on(t.userId), index('team_members_team_idx').on(t.teamId)],
);

/** One-time, expiring invitations; only the SHA-256 of the token is stored. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(), // 'manager' | 'member'
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_key').on(t.tokenHash),
    index('team_invitations_team_idx').on(t.teamId, t.email),
  ],
);

/** Practice a manager assigns: done once the assignee completes a practice session on the scenario. */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    scenarioId: text('scenario_id')
      .notNull()
      .references(() => scenarios.id),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 0–100, optional */
    targetScore: integer('target_score'),
    /**
     * the trade the couple shops for, as the lead saw the scenario when assigning it: the assignee practises
     * this, whatever their own trade (null: the scenario's own trade)
     */
    trade: text('trade'),
    createdAt: createdAt(),
  },
  (t) => [index('assignments_team_idx').on(t.teamId, t.dueAt), index('assignments_user_idx').on(t.userId)],
);

/**
 * A scenario a team's lead wrote: its catalogue row (title, buyer type …) is in `scenarios`, so sessions and
 * assignments refer to it like any other; here are its team, trade, status and what the buyer engine plays
 * (the couple, facts and concerns as written). A deleted one is archived: past sessions keep their scenario.
 */
export const teamScenarios = pgTable(
  'team_scenarios',
  {
    scenarioId: text('scenario_id')
      .primaryKey()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    trade: text('trade').notNull(),
    status: text('status').notNull(), // 'draft' | 'published'
    spec: jsonb('spec').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('team_scenarios_team_idx').on(t.teamId, t.createdAt)],
);

/**
 * A team's scorecard: the checks (asks_about, says, avoids; weighted) every call of its members is graded on,
 * and the pass mark. The active one is the most recently activated: made, or picked by a lead.
 */
export const teamScorecards = pgTable(
  'team_scorecards',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    passMark: integer('pass_mark').notNull(),
    checks: jsonb('checks').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_scorecards_team_idx').on(t.teamId, t.activatedAt)],
);
