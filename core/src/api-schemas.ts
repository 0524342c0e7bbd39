/**
 * The API's main response bodies as zod schemas. The OpenAPI document is generated from them, and their
 * output types are checked to equal the response interfaces of api.ts, sessions.ts, team.ts and
 * api-access.ts, so neither the document nor the interfaces can change without the other. Objects are
 * strict: a field the server sends that is not named here fails the contract tests (reports excepted).
 */
import { z } from 'zod';
import { API_SCOPES, WEBHOOK_EVENTS } from './api-access.ts';
import { ROLES } from './api.ts';
import { ASSIGNABLE_ROLES, TEAM_ROLES } from './team.ts';
import { TRADE_IDS } from './trades.ts';

/** ISO 8601 date-time, as the server writes it (UTC 'Z', or an offset from the database). */
const isoTime = () => z.iso.datetime({ offset: true });

/** Every error: `{message}`, a sentence safe to show to the person using the app. */
export const apiErrorSchema = z.strictObject({ message: z.string() });
/** A success that only says what happened, e.g. "Your training report has been sent to your email address." */
export const messageResponseSchema = z.strictObject({ message: z.string() });

export const subscriptionSchema = z.strictObject({
  tier: z.string(),
  planName: z.string(),
  status: z.string(),
  /** -1: unlimited */
  practiceMinutesLimit: z.number(),
  realCallAnalysesLimit: z.number(),
  currentPeriodStart: isoTime(),
  currentPeriodEnd: isoTime(),
  trialEndsAt: isoTime().nullable().optional(),
  cancelAtPeriodEnd: z.boolean().optional(),
});

export const currentUsageSchema = z.strictObject({
  practiceMinutesUsed: z.number().describe('seconds of practice in the current billing period'),
  realCallAnalysesUsed: z.number().int(),
});

export const userSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  trade: z.enum(TRADE_IDS).nullable(),
  businessName: z.string().nullable(),
  subscription: subscriptionSchema.nullable(),
  currentUsage: currentUsageSchema.nullable(),
  inTeam: z.boolean().optional(),
});

export const loginResponseSchema = z.strictObject({ user: userSchema, token: z.string() });

export const scenarioSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced', 'expert']),
  duration: z.string(),
  imageUrl: z.string(),
  agentPrompt: z.string(),
  buyerType: z.string(),
});

export const videoSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  duration: z.string(),
  vimeoId: z.string(),
});

export const officeHourSchema = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  host: z.string(),
  scheduledAt: isoTime(),
  duration: z.number().int().describe('minutes'),
  registeredCount: z.number().int(),
  capacity: z.number().int(),
  isRegistered: z.boolean(),
});

/**
 * A report's stable fields. Reports carry more (speakers, questions, rubric with quotes, call metrics …);
 * those may grow between versions and are passed through unchecked.
 */
export const reportSchema = z.looseObject({
  overallScore: z.number(),
  strengths: z.array(z.strictObject({ title: z.string(), description: z.string(), score: z.number() })),
  improvements: z.array(
    z.strictObject({ title: z.string(), description: z.string(), recommendation: z.string() }),
  ),
  metrics: z.array(z.strictObject({ skill: z.string(), score: z.string().describe("'x/y'") })),
  talkListenRatio: z.strictObject({ salesPersonPercentage: z.number(), comment: z.string() }),
  questionTypes: z.strictObject({
    problemFinding: z.number(),
    criteriaFinding: z.number(),
    clarifying: z.number(),
    comment: z.string(),
  }),
  buyerType: z.strictObject({ identified: z.string(), evidence: z.string(), adaptationComment: z.string() }),
  actionItems: z.array(z.strictObject({ text: z.string() })),
  callKind: z.enum(['wedding', 'general']).optional(),
  scorecard: z
    .strictObject({
      name: z.string(),
      score: z.number().int(),
      passed: z.boolean(),
      passMark: z.number().int(),
      checks: z.array(
        z.strictObject({ label: z.string(), passed: z.boolean(), evidence: z.array(z.string()) }),
      ),
    })
    .optional()
    .describe(
      "a team member's call graded on the team's active scorecard, with the quotes that decided each check",
    ),
});

const sessionFields = {
  id: z.uuid(),
  type: z.enum(['practice', 'upload']),
  status: z.enum(['active', 'processing', 'completed', 'failed']),
  duration: z.number().describe('seconds'),
  createdAt: isoTime(),
  fileName: z.string().nullable(),
  failureReason: z.string().nullable(),
  exerciseMode: z.strictObject({ name: z.string(), difficulty: z.string() }).nullable(),
  buyerAgent: z.strictObject({ name: z.string(), description: z.string() }).nullable(),
  scenario: scenarioSchema.nullable(),
};

/** One session with its whole report once completed. */
export const sessionSchema = z.strictObject({ ...sessionFields, report: reportSchema.optional() });
/** A list's session: the report reduced to its score. */
export const sessionSummarySchema = z.strictObject({
  ...sessionFields,
  report: z.strictObject({ overallScore: z.number() }).optional(),
});

export const reportResponseSchema = z.strictObject({ session: sessionSchema, report: reportSchema });

export const sessionFiguresSchema = z.strictObject({
  total: z.number().int(),
  completed: z.number().int(),
  processing: z.number().int(),
  failed: z.number().int(),
  completedSeconds: z.number(),
  averageScore: z.number().nullable(),
  improvement: z.number().nullable(),
  scoreTrend: z.array(z.strictObject({ id: z.uuid(), score: z.number(), createdAt: isoTime() })),
});

/** POST /api/sessions/upload → 202: the new session, analysed in the background. */
export const uploadResponseSchema = z.strictObject({ sessionId: z.uuid() });

/** An uploaded call's transcript: a recording's segments carry their times (seconds), a document's null. */
export const transcriptResponseSchema = z.strictObject({
  sessionId: z.uuid(),
  status: z.enum(['active', 'processing', 'completed', 'failed']),
  recording: z.boolean(),
  segments: z.array(
    z.strictObject({
      start: z.number().nullable(),
      end: z.number().nullable(),
      speaker: z.string(),
      side: z.enum(['salesperson', 'buyer']),
      text: z.string(),
    }),
  ),
});

export const apiKeySummarySchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string().describe('the first characters of the key, to recognise it'),
  scopes: z.array(z.enum(API_SCOPES)),
  team: z.boolean(),
  expiresAt: isoTime().nullable(),
  lastUsedAt: isoTime().nullable(),
  revokedAt: isoTime().nullable(),
  createdAt: isoTime(),
});
/** The answer to creating a key: the only time the whole key is shown. */
export const createdApiKeySchema = apiKeySummarySchema.extend({ key: z.string() });

export const webhookEndpointSummarySchema = z.strictObject({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  secret: z.string().describe('signs every delivery (RingReady-Signature)'),
  disabled: z.boolean(),
  createdAt: isoTime(),
});

export const webhookDeliverySummarySchema = z.strictObject({
  id: z.uuid(),
  eventId: z.string(),
  eventType: z.enum([...WEBHOOK_EVENTS, 'test']),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: isoTime(),
  deliveredAt: isoTime().nullable(),
});

export const teamInvitationSchema = z.strictObject({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  expiresAt: isoTime(),
  createdAt: isoTime(),
});

export const teamMemberSchema = z.strictObject({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  totalSessions: z.number().int(),
  averageScore: z.number().nullable(),
  improvementRate: z.number().nullable(),
  lastActive: isoTime().nullable(),
  strengths: z.array(z.string()),
  needsWork: z.array(z.string()),
  conversionRate: z.number().nullable(),
  favoriteAgent: z.string().nullable(),
});

export const teamSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(TEAM_ROLES).describe("the caller's role in the team"),
  seats: z.number().int(),
  seatLimit: z.number().int(),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});

export const teamStatsSchema = z.strictObject({
  overview: z.strictObject({
    sessions: z.number().int(),
    practiceMinutes: z.number(),
    averageScore: z.number().nullable(),
    averageScoreChange: z.number().nullable(),
    leaderboard: z.array(
      z.strictObject({
        userId: z.uuid(),
        name: z.string(),
        averageScore: z.number(),
        sessions: z.number().int(),
      }),
    ),
  }),
  buyerTypePerformance: z.array(
    z.strictObject({
      buyerId: z.string(),
      name: z.string(),
      average: z.number().nullable(),
      trend: z.number().nullable(),
      sessions: z.number().int(),
    }),
  ),
  monthlyTrends: z.array(
    z.strictObject({ month: z.string(), avgScore: z.number().nullable(), sessionCount: z.number().int() }),
  ),
});

export const assignmentSchema = z.strictObject({
  id: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  scenario: z.strictObject({
    id: z.string(),
    title: z.string(),
    buyerType: z.string(),
    difficulty: z.string(),
    trade: z
      .enum(TRADE_IDS)
      .nullable()
      .describe("what the couple shops for (null: the scenario's own trade)"),
  }),
  dueAt: isoTime(),
  targetScore: z.number().int().nullable(),
  createdAt: isoTime(),
  assignedBy: z.string().nullable(),
  status: z.enum(['pending', 'done', 'late', 'below_target']),
  bestScore: z.number().nullable(),
  completedAt: isoTime().nullable(),
});
