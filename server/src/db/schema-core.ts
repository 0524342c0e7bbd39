import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './schema-columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull().default('member'),
    passwordHash: text('password_hash').notNull(),
    /** the wedding trade the person sells for (a TradeId); null until they pick one */
    trade: text('trade'),
    businessName: text('business_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Session tokens and one-time password-reset tokens; only the SHA-256 of a token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // 'session' | 'password_reset'
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const scenarios = pgTable('scenarios', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  difficulty: text('difficulty').notNull(),
  duration: text('duration').notNull(),
  imageUrl: text('image_url').notNull(),
  agentPrompt: text('agent_prompt').notNull(),
  buyerType: text('buyer_type').notNull(),
  persona: jsonb('persona').notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A scenario's title, description and agent prompt as a couple shopping for one trade hears it, written
 * from the buyer engine's copy at every start, so a session can be presented by the database alone.
 */
export const scenarioCopies = pgTable(
  'scenario_copies',
  {
    scenarioId: text('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    trade: text('trade').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    agentPrompt: text('agent_prompt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scenarioId, t.trade] })],
);

/** The four buyer types' names and descriptions, written from the product's own at every start. */
export const buyerTypes = pgTable('buyer_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

/** Practice conversations and uploaded real calls. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(), // 'practice' | 'upload'
    status: text('status').notNull(), // 'active' | 'processing' | 'completed' | 'failed'
    scenarioId: text('scenario_id').references(() => scenarios.id),
    buyerType: text('buyer_type'),
    /** the salesperson's trade when the practice started: what the AI buyer shops for */
    trade: text('trade'),
    mode: text('mode'), // 'coaching' | 'basic'
    conversationId: text('conversation_id'),
    fileName: text('file_name'),
    failureReason: text('failure_reason'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** the AI buyer's state between turns (practice), so a restart loses nothing */
    engineState: jsonb('engine_state'),
    /** who runs the voice conversation: our own agent ('builtin') or 'elevenlabs' */
    voiceProvider: text('voice_provider'),
    /** the voice socket that owns the live conversation: a newer connection takes it over */
    voiceSocketId: text('voice_socket_id'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // a user's sessions newest first, ties by id: the list's order and cursor, and the billing period's range
  (t) => [index('sessions_user_created_id_idx').on(t.userId, t.createdAt, t.id)],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    isUser: boolean('is_user').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('conversation_messages_seq_key').on(t.sessionId, t.seq)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    content: bytea('content').notNull(),
    extractedText: text('extracted_text'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_session_key').on(t.sessionId)],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    overallScore: integer('overall_score').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  // the score beside the session id: lists and figures read it from the index alone, never the report's JSON
  (t) => [
    uniqueIndex('reports_session_key').on(t.sessionId),
    index('reports_session_score_idx').on(t.sessionId, t.overallScore),
  ],
);

export const videos = pgTable('videos', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  duration: text('duration').notNull(),
  vimeoId: text('vimeo_id').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const officeHours = pgTable(
  'office_hours',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    host: text('host').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    joinUrl: text('join_url'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('office_hours_slug_key').on(t.slug),
    index('office_hours_scheduled_idx').on(t.scheduledAt),
  ],
);

export const officeHourRegistrations = pgTable(
  'office_hour_registrations',
  {
    officeHourId: uuid('office_hour_id')
      .notNull()
      .references(() => officeHours.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.officeHourId, t.userId] })],
);

/** Secrets the server generates itself (e.g. the voice URL signing key), shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Every outgoing e-mail is written here first; a job delivers it. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status').notNull().default('pending'), // 'pending' | 'sent' | 'failed'
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}
