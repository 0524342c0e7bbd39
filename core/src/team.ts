import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './api.ts';
import { TRADE_IDS, type TradeId } from './trades.ts';

/**
 * Teams, shared by server and web. A team belongs to its owner's Master subscription and the owner is its
 * admin; admins and managers invite salespeople (role member or manager) with a one-time, expiring link;
 * every member is a seat billed on the owner's subscription and carries the Master limits. Managers and
 * admins see their own team's members, sessions and reports, read-only; members only their own.
 */
export const TEAM_ROLES = ['admin', 'manager', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The roles an invitation or a role change may give (there is one admin: the owner). */
export const ASSIGNABLE_ROLES = ['manager', 'member'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** An invitation link stays valid this long. */
export const INVITATION_DAYS = 7;
/** Seats per team (members plus pending invitations). */
export const TEAM_SEAT_LIMIT = 100;
export const TEAM_NAME_MAX = 80;

/** POST /api/team → Team (the caller becomes its admin; Master only) */
export const createTeamRequestSchema = z.object({
  name: z
    .string({ message: 'Please enter a team name' })
    .trim()
    .min(1, { message: 'Please enter a team name' })
    .max(TEAM_NAME_MAX, { message: `Team names are at most ${TEAM_NAME_MAX} characters` }),
});

/** POST /api/team/invitations → TeamInvitation */
export const inviteRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(ASSIGNABLE_ROLES, { message: 'role must be member or manager' }).default('member'),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

/** POST /api/team/invitations/lookup (public) → InvitationPreview */
export const invitationTokenSchema = z.object({
  token: z.string().min(10, { message: 'This invitation link is invalid' }).max(200),
});

/**
 * POST /api/team/invitations/accept → LoginResponse. A new person gives a name and a password; an
 * existing user accepts signed in as the invited e-mail (one click).
 */
export const acceptInvitationRequestSchema = invitationTokenSchema.extend({
  name: z.string().trim().min(1, { message: 'Please enter your name' }).max(100).optional(),
  password: newPasswordSchema.optional(),
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** PATCH /api/team/members/{userId} → TeamMember (admins only) */
export const changeRoleRequestSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { message: 'role must be member or manager' }),
});

/** POST /api/team/assignments → Assignment[] (one per assignee) */
export const createAssignmentRequestSchema = z.object({
  userIds: z
    .array(z.string().uuid({ message: 'Unknown team member' }))
    .min(1, { message: 'Choose at least one team member' })
    .max(TEAM_SEAT_LIMIT),
  scenarioId: z.string().min(1, { message: 'Choose a scenario' }).max(100),
  /** ISO date-time, in the future */
  dueAt: z.string().datetime({ offset: true, message: 'Please choose a due date' }),
  targetScore: z
    .number()
    .int()
    .min(1)
    .max(100, { message: 'Target scores are 1 to 100' })
    .nullable()
    .optional(),
  /** the trade the couple shops for, as the lead chose the scenario; the lead's own trade when omitted */
  trade: z.enum(TRADE_IDS, { message: 'Unknown trade' }).optional(),
});

export interface InvitationPreview {
  teamName: string;
  invitedBy: string | null;
  email: string;
  role: AssignableRole;
  /** an account with this e-mail exists: accept with one click once signed in */
  accountExists: boolean;
  expiresAt: string;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: AssignableRole;
  expiresAt: string;
  createdAt: string;
}

/** One member with the figures of the Individual Performance tab (scores 0–100, rates in percent). */
export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  role: TeamRole;
  totalSessions: number;
  /** mean overallScore of their completed sessions, rounded; null without any */
  averageScore: number | null;
  /** percent change of the mean of their later completed sessions over their earlier ones; null under 2 */
  improvementRate: number | null;
  /** ISO; their latest session, null if none */
  lastActive: string | null;
  /** skill areas from their reports, strongest first */
  strengths: string[];
  needsWork: string[];
  /** percent of their analysed real calls that ended with an agreed next step; null without any */
  conversionRate: number | null;
  /** the buyer type they practise most, by name */
  favoriteAgent: string | null;
}

export interface Team {
  id: string;
  name: string;
  /** the caller's role in it */
  role: TeamRole;
  seats: number;
  seatLimit: number;
  members: TeamMember[];
  /** pending invitations (admins and managers only; empty for members) */
  invitations: TeamInvitation[];
}

/** GET /api/team/stats: the Overview, Buyer Types and Trends tabs. */
export interface TeamStats {
  overview: {
    /** this calendar month (UTC) */
    sessions: number;
    practiceMinutes: number;
    averageScore: number | null;
    /** points against last month; null when either month has no score */
    averageScoreChange: number | null;
    leaderboard: Array<{ userId: string; name: string; averageScore: number; sessions: number }>;
  };
  buyerTypePerformance: Array<{
    buyerId: string;
    name: string;
    average: number | null;
    /** points: this month's average against last month's; null when either has none */
    trend: number | null;
    sessions: number;
  }>;
  /** the last 6 months, oldest first, month as YYYY-MM */
  monthlyTrends: Array<{ month: string; avgScore: number | null; sessionCount: number }>;
}

export type AssignmentStatus = 'pending' | 'done' | 'late' | 'below_target';
export interface Assignment {
  id: string;
  userId: string;
  userName: string;
  /** trade: what the couple shops for when the assignee practises it (null: the scenario's own trade) */
  scenario: { id: string; title: string; buyerType: string; difficulty: string; trade: TradeId | null };
  dueAt: string;
  targetScore: number | null;
  createdAt: string;
  assignedBy: string | null;
  /** done: completed on time at or above target; late: past due and not done; below_target: completed under it */
  status: AssignmentStatus;
  /** the best score of practice sessions on it since it was assigned */
  bestScore: number | null;
  completedAt: string | null;
}
