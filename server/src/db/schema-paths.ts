import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './schema-core.ts';
import { createdAt, id } from './schema-columns.ts';
import { teams } from './schema-teams.ts';

/**
 * A team's certification path: its name and ordered steps ({scenarioId, passMark, attemptLimit, dueDate}
 * each). Progress is not stored: it is read from the members' practice reports. A deleted one is archived.
 */
export const teamPaths = pgTable(
  'team_paths',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    steps: jsonb('steps').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('team_paths_team_idx').on(t.teamId, t.createdAt)],
);

/** A lead's review of a member's session: their judgement, kept beside the automatic report. */
export const reviewNotes = pgTable(
  'review_notes',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_notes_session_idx').on(t.sessionId, t.createdAt)],
);
